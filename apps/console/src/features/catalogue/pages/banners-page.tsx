import { PlusOutlined } from '@ant-design/icons';
import { PageContainer, ProTable } from '@ant-design/pro-components';
import {
  type BannerInput,
  useBanners,
  useCreateBanner,
  useDeleteBanner,
  useReorderBanners,
  useUpdateBanner,
} from '@mall/client/console/catalogue/banners';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  BANNER_LINK_MAX_LENGTH,
  CATALOGUE_NAME_MAX_LENGTH,
  CATALOGUE_TEXT_MAX_LENGTH,
  type ConsoleBanner,
} from '@mall/contract';
import { Button, DatePicker, Form, Input, Popconfirm, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { CataloguePicture } from '../../../components/catalogue-picture';
import { formatDateTime } from '../../../components/format';
import { LoadError } from '../../../components/load-error';
import { useChangeMessage } from '../../../components/use-change-message';
import { CatalogueForm } from '../components/catalogue-form';
import { EditDrawer } from '../components/edit-drawer';
import { MoveButtons } from '../components/move-buttons';
import { PictureField } from '../components/picture-field';
import '../catalogue.css';

interface BannerFormValues {
  title_en: string;
  title_zh: string;
  subtitle_en: string;
  subtitle_zh: string;
  image_id?: string;
  link: string;
  starts_at: Dayjs | null;
  ends_at: Dayjs | null;
}

const FORM_FIELDS = new Set([
  'title_en',
  'title_zh',
  'subtitle_en',
  'subtitle_zh',
  'image_id',
  'link',
  'starts_at',
  'ends_at',
]);

/** Whether the storefront shows the banner now: inside its window (either bound may be open). */
function shownNow(banner: ConsoleBanner, now = dayjs()): boolean {
  return (!banner.starts_at || !now.isBefore(banner.starts_at)) && (!banner.ends_at || now.isBefore(banner.ends_at));
}

/** The home page's banners in their order: pictures, texts, link, active window; add, change, order, delete. */
export default function BannersPage() {
  const { t, i18n } = useTranslation();
  const changed = useChangeMessage();
  const banners = useBanners();
  const reorder = useReorderBanners();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<ConsoleBanner | 'new'>();
  const list = banners.data ?? [];
  const zh = i18n.language === 'zh-Hans';

  return (
    <PageContainer
      title={t('consoleCatalogue.banners.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="banner-new">
          {t('consoleCatalogue.banners.new')}
        </Button>
      }
    >
      {banners.isError && <LoadError error={banners.error} onRetry={() => void banners.refetch()} />}
      <ProTable<ConsoleBanner>
        rowKey="id"
        search={false}
        loading={banners.isFetching}
        dataSource={list}
        pagination={false}
        locale={{ emptyText: t('consoleCatalogue.banners.empty') }}
        options={{ reload: () => void banners.refetch(), density: false, setting: false }}
        columns={[
          {
            title: t('consoleCatalogue.banners.order'),
            width: 90,
            render: (_, _banner, index) => (
              <Space size={0}>
                <MoveButtons
                  items={list}
                  index={index}
                  busy={reorder.isPending}
                  onMove={(order) => void changed(reorder.mutateAsync({ ids: order.map((banner) => banner.id) }))}
                />
              </Space>
            ),
          },
          {
            title: t('consoleCatalogue.banners.picture'),
            width: 200,
            render: (_, banner) => (
              <CataloguePicture src={banner.image} width={180} height={68} style={{ objectFit: 'cover' }} />
            ),
          },
          {
            title: t('consoleCatalogue.banners.texts'),
            render: (_, banner) => (
              <span>
                <Typography.Text strong>{zh ? banner.title_zh : banner.title_en}</Typography.Text>
                <br />
                <Typography.Text type="secondary">{zh ? banner.subtitle_zh : banner.subtitle_en}</Typography.Text>
              </span>
            ),
          },
          {
            title: t('consoleCatalogue.banners.link'),
            dataIndex: 'link',
            width: 200,
            ellipsis: true,
            render: (_, banner) => banner.link || '—',
          },
          {
            title: t('consoleCatalogue.banners.window'),
            width: 240,
            render: (_, banner) => (
              <span>
                {shownNow(banner) ? (
                  <Tag color="green">{t('consoleCatalogue.banners.shown')}</Tag>
                ) : (
                  <Tag>{t('consoleCatalogue.banners.hidden')}</Tag>
                )}
                <br />
                <Typography.Text type="secondary">
                  {banner.starts_at || banner.ends_at
                    ? `${formatDateTime(banner.starts_at)} – ${formatDateTime(banner.ends_at)}`
                    : t('consoleCatalogue.banners.always')}
                </Typography.Text>
              </span>
            ),
          },
          {
            title: t('console.common.actions'),
            valueType: 'option',
            width: 140,
            render: (_, banner) => [
              <Button key="edit" type="link" size="small" onClick={() => setEditing(banner)} data-testid="banner-edit">
                {t('consoleCatalogue.form.edit')}
              </Button>,
              <Popconfirm
                key="delete"
                title={t('consoleCatalogue.banners.deleteConfirm')}
                okText={t('consoleCatalogue.form.delete')}
                okButtonProps={{ danger: true }}
                cancelText={t('console.common.cancel')}
                onConfirm={() =>
                  changed(
                    remove.mutateAsync({ id: banner.id, version: banner.version }),
                    t('consoleCatalogue.banners.deleted'),
                  )
                }
              >
                <Button type="link" size="small" danger>
                  {t('consoleCatalogue.form.delete')}
                </Button>
              </Popconfirm>,
            ],
          },
        ]}
      />
      <EditDrawer
        editing={editing}
        onClose={() => setEditing(undefined)}
        title={editing === 'new' ? t('consoleCatalogue.banners.new') : t('consoleCatalogue.banners.editTitle')}
        testId="banner-drawer"
      >
        {(banner) => <BannerForm banner={banner === 'new' ? undefined : banner} onDone={() => setEditing(undefined)} />}
      </EditDrawer>
    </PageContainer>
  );
}

function BannerForm({ banner, onDone }: { banner?: ConsoleBanner; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const required = t('consoleCatalogue.form.required');

  const save = async (values: BannerFormValues) => {
    const body: BannerInput = {
      title_en: values.title_en.trim(),
      title_zh: values.title_zh.trim(),
      subtitle_en: values.subtitle_en.trim(),
      subtitle_zh: values.subtitle_zh.trim(),
      image_id: values.image_id || undefined,
      link: values.link.trim(),
      starts_at: values.starts_at?.toISOString() ?? '',
      ends_at: values.ends_at?.toISOString() ?? '',
    };
    if (banner) await update.mutateAsync({ ...body, id: banner.id, version: banner.version });
    else await create.mutateAsync(body);
  };

  return (
    <CatalogueForm<BannerFormValues>
      testId="banner"
      fields={FORM_FIELDS}
      initialValues={{
        title_en: banner?.title_en ?? '',
        title_zh: banner?.title_zh ?? '',
        subtitle_en: banner?.subtitle_en ?? '',
        subtitle_zh: banner?.subtitle_zh ?? '',
        link: banner?.link ?? '',
        starts_at: banner?.starts_at ? dayjs(banner.starts_at) : null,
        ends_at: banner?.ends_at ? dayjs(banner.ends_at) : null,
      }}
      busy={create.isPending || update.isPending}
      save={save}
      onDone={onDone}
    >
      <Form.Item
        name="image_id"
        label={t('consoleCatalogue.banners.picture')}
        extra={t('consoleCatalogue.banners.pictureHint')}
        rules={banner ? [] : [{ required: true, message: t('consoleCatalogue.banners.pictureRequired') }]}
      >
        <PictureField current={banner?.image} width={320} testId="banner-picture-upload" />
      </Form.Item>
      <div className="catalogue-grid">
        <Form.Item
          name="title_en"
          label={t('consoleCatalogue.banners.title_en')}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input maxLength={CATALOGUE_NAME_MAX_LENGTH} data-testid="banner-title-en" />
        </Form.Item>
        <Form.Item
          name="title_zh"
          label={t('consoleCatalogue.banners.title_zh')}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input maxLength={CATALOGUE_NAME_MAX_LENGTH} data-testid="banner-title-zh" />
        </Form.Item>
        <Form.Item name="subtitle_en" label={t('consoleCatalogue.banners.subtitle_en')}>
          <Input maxLength={CATALOGUE_TEXT_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="subtitle_zh" label={t('consoleCatalogue.banners.subtitle_zh')}>
          <Input maxLength={CATALOGUE_TEXT_MAX_LENGTH} />
        </Form.Item>
      </div>
      <Form.Item name="link" label={t('consoleCatalogue.banners.link')} extra={t('consoleCatalogue.banners.linkHint')}>
        <Input maxLength={BANNER_LINK_MAX_LENGTH} placeholder="/pages/..." />
      </Form.Item>
      <div className="catalogue-grid">
        <Form.Item
          name="starts_at"
          label={t('consoleCatalogue.banners.starts_at')}
          extra={t('consoleCatalogue.banners.openBound')}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="ends_at"
          label={t('consoleCatalogue.banners.ends_at')}
          extra={t('consoleCatalogue.banners.openBound')}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
        </Form.Item>
      </div>
    </CatalogueForm>
  );
}
