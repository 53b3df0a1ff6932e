import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { useCreateStore, useStores, useUpdateStore } from '@mall/client/console/catalogue/stores';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  CATALOGUE_NAME_MAX_LENGTH,
  CATALOGUE_TEXT_MAX_LENGTH,
  type ConsoleStore,
  STORE_CODE_MAX_LENGTH,
} from '@mall/contract';
import { Avatar, Button, DatePicker, Form, Input, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table';
import { useListParams } from '../../../components/use-list-params';
import { CatalogueForm } from '../components/catalogue-form';
import { EditDrawer } from '../components/edit-drawer';
import { PictureField } from '../components/picture-field';
import '../catalogue.css';

interface StoreFormValues {
  shop_code: string;
  name_en: string;
  name_zh: string;
  score: string;
  services_score: string;
  entered_on: Dayjs | null;
  qualification_en: string;
  qualification_zh: string;
  catalog_en: string;
  catalog_zh: string;
  logo_image_id?: string;
}

const FORM_FIELDS = new Set([
  'shop_code',
  'name_en',
  'name_zh',
  'score',
  'services_score',
  'entered_on',
  'qualification_en',
  'qualification_zh',
  'catalog_en',
  'catalog_zh',
  'logo_image_id',
]);
const SCORE = /^\d(\.\d)?$/;

/** The stores by shop code: keyword search, and a drawer to add or change one with its logo. */
export default function StoresPage() {
  const { t, i18n } = useTranslation();
  const list = useListParams(['keyword', 'store'] as const);
  const stores = useStores({ keyword: list.values.keyword, page: list.page, pageSize: list.pageSize });
  const [creating, setCreating] = useState(false);
  const open = stores.data?.list.find((store) => store.shop_code === list.values.store);
  const zh = i18n.language === 'zh-Hans';
  const close = () => (creating ? setCreating(false) : list.update({ store: '' }, true));

  return (
    <PageContainer
      title={t('consoleCatalogue.stores.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="store-new">
          {t('consoleCatalogue.stores.new')}
        </Button>
      }
    >
      <ListTable<ConsoleStore>
        query={stores}
        list={list}
        emptyText={t('consoleCatalogue.stores.empty')}
        rowKey="shop_code"
        toolbar={{
          search: {
            placeholder: t('consoleCatalogue.stores.keyword'),
            defaultValue: list.values.keyword,
            allowClear: true,
            style: { width: 260 },
            onSearch: (keyword: string) => list.update({ keyword: keyword.trim() }),
          },
        }}
        columns={[
          {
            title: t('consoleCatalogue.stores.logo'),
            width: 72,
            render: (_, store) => (
              <Avatar shape="square" size={40} src={store.logo || undefined}>
                {store.shop_code.slice(0, 2)}
              </Avatar>
            ),
          },
          { title: t('consoleCatalogue.stores.shop_code'), dataIndex: 'shop_code', width: 110 },
          {
            title: t('consoleCatalogue.stores.name'),
            render: (_, store) => (
              <span>
                {zh ? store.name_zh : store.name_en}
                <br />
                <Typography.Text type="secondary">{zh ? store.name_en : store.name_zh}</Typography.Text>
              </span>
            ),
          },
          { title: t('consoleCatalogue.stores.score'), dataIndex: 'score', width: 90, align: 'right' },
          {
            title: t('consoleCatalogue.stores.services_score'),
            dataIndex: 'services_score',
            width: 120,
            align: 'right',
          },
          { title: t('consoleCatalogue.stores.entered_on'), dataIndex: 'entered_on', width: 120 },
          { title: t('consoleCatalogue.stores.product_count'), dataIndex: 'product_count', width: 100, align: 'right' },
          {
            title: t('console.common.actions'),
            valueType: 'option',
            width: 90,
            render: (_, store) => (
              <Button
                type="link"
                size="small"
                onClick={() => list.update({ store: store.shop_code }, true)}
                data-testid="store-edit"
              >
                {t('consoleCatalogue.form.edit')}
              </Button>
            ),
          },
        ]}
      />
      <EditDrawer
        editing={creating ? ('new' as const) : open}
        onClose={close}
        title={
          open ? t('consoleCatalogue.stores.editTitle', { code: open.shop_code }) : t('consoleCatalogue.stores.new')
        }
        testId="store-drawer"
      >
        {(store) => (
          <StoreForm
            key={store === 'new' ? 'new' : store.shop_code}
            store={store === 'new' ? undefined : store}
            onDone={close}
          />
        )}
      </EditDrawer>
    </PageContainer>
  );
}

function StoreForm({ store, onDone }: { store?: ConsoleStore; onDone: () => void }) {
  const { t } = useTranslation();
  const create = useCreateStore();
  const update = useUpdateStore();
  const required = t('consoleCatalogue.form.required');
  const scoreRule = {
    validator: async (_: unknown, value: string) => {
      if (!SCORE.test(String(value ?? '').trim()) || Number(value) > 5)
        throw new Error(t('consoleCatalogue.stores.scoreHint'));
    },
  };

  const save = async (values: StoreFormValues) => {
    const body = {
      shop_code: values.shop_code.trim(),
      name_en: values.name_en.trim(),
      name_zh: values.name_zh.trim(),
      score: values.score.trim(),
      services_score: values.services_score.trim(),
      entered_on: values.entered_on?.format('YYYY-MM-DD') ?? '',
      qualification_en: values.qualification_en,
      qualification_zh: values.qualification_zh,
      catalog_en: values.catalog_en,
      catalog_zh: values.catalog_zh,
      logo_image_id: values.logo_image_id || undefined,
    };
    if (store) await update.mutateAsync({ ...body, version: store.version });
    else await create.mutateAsync(body);
  };

  return (
    <CatalogueForm<StoreFormValues>
      testId="store"
      fields={FORM_FIELDS}
      busy={create.isPending || update.isPending}
      save={save}
      onDone={onDone}
      initialValues={{
        shop_code: store?.shop_code ?? '',
        name_en: store?.name_en ?? '',
        name_zh: store?.name_zh ?? '',
        score: store?.score ?? '5.0',
        services_score: store?.services_score ?? '5.0',
        entered_on: store ? dayjs(store.entered_on) : dayjs(),
        qualification_en: store?.qualification_en ?? '',
        qualification_zh: store?.qualification_zh ?? '',
        catalog_en: store?.catalog_en ?? '',
        catalog_zh: store?.catalog_zh ?? '',
      }}
    >
      <div className="catalogue-grid catalogue-grid-3">
        <Form.Item
          name="shop_code"
          label={t('consoleCatalogue.stores.shop_code')}
          extra={store ? undefined : t('consoleCatalogue.stores.codeHint')}
          rules={[{ required: true, pattern: /^[A-Z0-9]+$/, message: t('consoleCatalogue.stores.codeHint') }]}
        >
          <Input disabled={store !== undefined} maxLength={STORE_CODE_MAX_LENGTH} data-testid="store-code" />
        </Form.Item>
        <Form.Item
          name="name_en"
          label={t('consoleCatalogue.stores.name_en')}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input maxLength={CATALOGUE_NAME_MAX_LENGTH} data-testid="store-name-en" />
        </Form.Item>
        <Form.Item
          name="name_zh"
          label={t('consoleCatalogue.stores.name_zh')}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input maxLength={CATALOGUE_NAME_MAX_LENGTH} data-testid="store-name-zh" />
        </Form.Item>
        <Form.Item name="score" label={t('consoleCatalogue.stores.score')} rules={[scoreRule]} required>
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="services_score"
          label={t('consoleCatalogue.stores.services_score')}
          rules={[scoreRule]}
          required
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item
          name="entered_on"
          label={t('consoleCatalogue.stores.entered_on')}
          rules={[{ required: true, message: required }]}
        >
          <DatePicker allowClear={false} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <div className="catalogue-grid">
        <Form.Item name="qualification_en" label={t('consoleCatalogue.stores.qualification_en')}>
          <Input.TextArea rows={2} maxLength={CATALOGUE_TEXT_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="qualification_zh" label={t('consoleCatalogue.stores.qualification_zh')}>
          <Input.TextArea rows={2} maxLength={CATALOGUE_TEXT_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="catalog_en" label={t('consoleCatalogue.stores.catalog_en')}>
          <Input.TextArea rows={2} maxLength={CATALOGUE_TEXT_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="catalog_zh" label={t('consoleCatalogue.stores.catalog_zh')}>
          <Input.TextArea rows={2} maxLength={CATALOGUE_TEXT_MAX_LENGTH} />
        </Form.Item>
      </div>
      <Form.Item name="logo_image_id" label={t('consoleCatalogue.stores.logo')}>
        <PictureField current={store?.logo || undefined} width={96} testId="store-logo-upload" />
      </Form.Item>
    </CatalogueForm>
  );
}
