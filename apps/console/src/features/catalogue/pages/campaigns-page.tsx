import { PlusOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import {
  type CampaignInput,
  useCampaigns,
  useCancelCampaign,
  useCreateCampaign,
  useUpdateCampaign,
} from '@mall/client/console/catalogue/campaigns';
import { useProducts } from '@mall/client/console/catalogue/products';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  CAMPAIGN_STATES,
  CAMPAIGN_STATUSES,
  type CampaignState,
  type ConsoleCampaign,
  QUANTITY_MAX,
} from '@mall/contract';
import {
  Button,
  DatePicker,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Progress,
  Select,
  Space,
  Tag,
  Typography,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatDateTime } from '../../../components/format';
import { filterTabs, ListTable } from '../../../components/list-table';
import { formatMoney } from '../../../components/money';
import { useChangeMessage } from '../../../components/use-change-message';
import { oneOf, useListParams } from '../../../components/use-list-params';
import { CatalogueForm } from '../components/catalogue-form';
import { EditDrawer } from '../components/edit-drawer';
import '../catalogue.css';

const STATE_COLORS: Record<CampaignState, string> = {
  open: 'blue',
  cancelled: 'default',
  succeeded: 'green',
  failed: 'red',
};
const GROUP_PRICE = /^\d{1,10}(\.\d{1,2})?$/;

interface CampaignFormValues {
  product_id: number | undefined;
  group_price_usd: string;
  group_price_cny: string;
  group_moq: number | null;
  target_quantity: number | null;
  window: [Dayjs, Dayjs] | null;
}

/** The form's fields; the server's `starts_at` and `ends_at` are its one `window`. */
const FORM_FIELDS = new Set([
  'product_id',
  'group_price_usd',
  'group_price_cny',
  'group_moq',
  'target_quantity',
  'window',
]);
/** The window is one field in the form, two in the body. */
const WINDOW_BOUNDS = { starts_at: 'window', ends_at: 'window' };

/** Whether the campaign may still change: open and not started (the server says the same, CAMPAIGN_NOT_EDITABLE). */
function editable(campaign: ConsoleCampaign): boolean {
  return campaign.state === 'open' && campaign.status === 'upcoming';
}

/** Group-buying campaigns by stored state and phase: add, change or cancel before the start; closed ones show their outcome. */
export default function CampaignsPage() {
  const { t, i18n } = useTranslation();
  const changed = useChangeMessage();
  const list = useListParams(['state', 'status'] as const);
  const status = oneOf(CAMPAIGN_STATUSES, list.values.status);
  const campaigns = useCampaigns({
    state: oneOf(CAMPAIGN_STATES, list.values.state),
    status,
    page: list.page,
    pageSize: list.pageSize,
  });
  const cancel = useCancelCampaign();
  const [editing, setEditing] = useState<ConsoleCampaign | 'new'>();
  const zh = i18n.language === 'zh-Hans';

  return (
    <PageContainer
      title={t('consoleCatalogue.campaigns.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="campaign-new">
          {t('consoleCatalogue.campaigns.new')}
        </Button>
      }
    >
      <ListTable<ConsoleCampaign>
        query={campaigns}
        list={list}
        emptyText={t('consoleCatalogue.campaigns.empty')}
        toolbar={{
          menu: filterTabs(list, 'state', CAMPAIGN_STATES, (key) => t(`consoleCatalogue.campaigns.states.${key}`)),
          actions: [
            <Select
              key="status"
              placeholder={t('consoleCatalogue.campaigns.phase')}
              value={status}
              allowClear
              style={{ width: 160 }}
              options={CAMPAIGN_STATUSES.map((phase) => ({
                value: phase,
                label: t(`consoleCatalogue.campaigns.phases.${phase}`),
              }))}
              onChange={(value?: string) => list.update({ status: value ?? '' })}
            />,
          ],
        }}
        columns={[
          {
            title: t('consoleCatalogue.campaigns.product'),
            width: 260,
            render: (_, campaign) => (
              <span>
                {zh ? campaign.product_name_zh : campaign.product_name_en}
                <br />
                <Typography.Text type="secondary">
                  {t('consoleCatalogue.campaigns.number', { id: campaign.id })}
                </Typography.Text>
              </span>
            ),
          },
          {
            title: t('consoleCatalogue.campaigns.groupPrices'),
            width: 150,
            align: 'right',
            render: (_, campaign) => (
              <span>
                {formatMoney(campaign.group_price_usd, 'USD', i18n.language)}
                <br />
                {formatMoney(campaign.group_price_cny, 'CNY', i18n.language)}
              </span>
            ),
          },
          { title: t('consoleCatalogue.campaigns.group_moq'), dataIndex: 'group_moq', width: 100, align: 'right' },
          {
            title: t('consoleCatalogue.campaigns.committed'),
            width: 170,
            render: (_, campaign) => (
              <span>
                {t('consoleCatalogue.campaigns.ofTarget', {
                  committed: campaign.committed_quantity,
                  target: campaign.target_quantity,
                })}
                <Progress
                  size="small"
                  showInfo={false}
                  percent={Math.min(
                    100,
                    Math.floor((campaign.committed_quantity / Math.max(1, campaign.target_quantity)) * 100),
                  )}
                />
              </span>
            ),
          },
          {
            title: t('consoleCatalogue.campaigns.window'),
            width: 180,
            render: (_, campaign) => (
              <span>
                {formatDateTime(campaign.starts_at)}
                <br />
                {formatDateTime(campaign.ends_at)}
              </span>
            ),
          },
          {
            title: t('consoleCatalogue.campaigns.state'),
            width: 190,
            render: (_, campaign) => (
              <Space size={4} wrap data-testid="campaign-state">
                <Tag color={STATE_COLORS[campaign.state]}>
                  {t(`consoleCatalogue.campaigns.states.${campaign.state}`)}
                </Tag>
                {campaign.state === 'open' && <Tag>{t(`consoleCatalogue.campaigns.phases.${campaign.status}`)}</Tag>}
              </Space>
            ),
          },
          {
            title: t('console.common.actions'),
            valueType: 'option',
            width: 140,
            render: (_, campaign) =>
              editable(campaign)
                ? [
                    <Button
                      key="edit"
                      type="link"
                      size="small"
                      onClick={() => setEditing(campaign)}
                      data-testid="campaign-edit"
                    >
                      {t('consoleCatalogue.form.edit')}
                    </Button>,
                    <Popconfirm
                      key="cancel"
                      title={t('consoleCatalogue.campaigns.cancelConfirm')}
                      okText={t('consoleCatalogue.campaigns.cancel')}
                      okButtonProps={{ danger: true }}
                      cancelText={t('console.common.close')}
                      onConfirm={() =>
                        changed(
                          cancel.mutateAsync({ id: campaign.id, version: campaign.version }),
                          t('consoleCatalogue.campaigns.cancelled'),
                        )
                      }
                    >
                      <Button type="link" size="small" danger>
                        {t('consoleCatalogue.campaigns.cancel')}
                      </Button>
                    </Popconfirm>,
                  ]
                : [],
          },
        ]}
      />
      <EditDrawer
        editing={editing}
        onClose={() => setEditing(undefined)}
        title={editing === 'new' ? t('consoleCatalogue.campaigns.new') : t('consoleCatalogue.campaigns.editTitle')}
        testId="campaign-drawer"
      >
        {(campaign) => (
          <CampaignForm campaign={campaign === 'new' ? undefined : campaign} onDone={() => setEditing(undefined)} />
        )}
      </EditDrawer>
    </PageContainer>
  );
}

/** Listed products found by a keyword, for the campaign's product. */
function ProductSelect({
  value,
  onChange,
  disabled,
}: {
  value?: number;
  onChange?: (id: number) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [keyword, setKeyword] = useState('');
  const products = useProducts({ keyword: keyword || undefined, status: 'listed', page: 1, pageSize: 20 }, !disabled);
  return (
    <Select
      showSearch
      value={value}
      onChange={onChange}
      disabled={disabled}
      filterOption={false}
      onSearch={setKeyword}
      loading={products.isFetching}
      placeholder={t('consoleCatalogue.campaigns.productHint')}
      notFoundContent={t('consoleCatalogue.products.empty')}
      options={(products.data?.list ?? []).map((product) => ({
        value: product.id,
        label: `${product.code} · ${i18n.language === 'zh-Hans' ? product.name_zh : product.name_en}`,
      }))}
      data-testid="campaign-product"
    />
  );
}

function CampaignForm({ campaign, onDone }: { campaign?: ConsoleCampaign; onDone: () => void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const required = t('consoleCatalogue.form.required');
  const priceRule = {
    validator: async (_: unknown, value: string) => {
      const text = String(value ?? '').trim();
      if (text !== '' && (!GROUP_PRICE.test(text) || Number(text) <= 0))
        throw new Error(t('consoleCatalogue.products.form.priceInvalid'));
    },
  };

  const save = async (values: CampaignFormValues) => {
    const [start, end] = values.window ?? [];
    const body: Omit<CampaignInput, 'product_id'> = {
      group_price_usd: values.group_price_usd.trim() || null,
      group_price_cny: values.group_price_cny.trim() || null,
      group_moq: values.group_moq ?? 0,
      target_quantity: values.target_quantity ?? 0,
      starts_at: start?.toISOString() ?? '',
      ends_at: end?.toISOString() ?? '',
    };
    if (campaign) await update.mutateAsync({ ...body, id: campaign.id, version: campaign.version });
    else await create.mutateAsync({ ...body, product_id: values.product_id ?? 0 });
  };

  return (
    <CatalogueForm<CampaignFormValues>
      testId="campaign"
      fields={FORM_FIELDS}
      formName={WINDOW_BOUNDS}
      initialValues={{
        product_id: campaign?.product_id,
        group_price_usd: campaign?.group_price_usd ?? '',
        group_price_cny: campaign?.group_price_cny ?? '',
        group_moq: campaign?.group_moq ?? 1,
        target_quantity: campaign?.target_quantity ?? 100,
        window: campaign ? [dayjs(campaign.starts_at), dayjs(campaign.ends_at)] : null,
      }}
      busy={create.isPending || update.isPending}
      save={save}
      onDone={onDone}
    >
      <Form.Item
        name="product_id"
        label={t('consoleCatalogue.campaigns.product')}
        rules={[{ required: true, message: required }]}
      >
        {campaign ? (
          <Input disabled value={i18n.language === 'zh-Hans' ? campaign.product_name_zh : campaign.product_name_en} />
        ) : (
          <ProductSelect />
        )}
      </Form.Item>
      <Typography.Paragraph type="secondary">{t('consoleCatalogue.campaigns.pricesHint')}</Typography.Paragraph>
      <div className="catalogue-grid">
        <Form.Item name="group_price_usd" label={t('consoleCatalogue.campaigns.group_price_usd')} rules={[priceRule]}>
          <Input addonBefore="USD" inputMode="decimal" data-testid="campaign-price-usd" />
        </Form.Item>
        <Form.Item name="group_price_cny" label={t('consoleCatalogue.campaigns.group_price_cny')} rules={[priceRule]}>
          <Input addonBefore="CNY" inputMode="decimal" data-testid="campaign-price-cny" />
        </Form.Item>
        <Form.Item
          name="group_moq"
          label={t('consoleCatalogue.campaigns.group_moq')}
          extra={t('consoleCatalogue.campaigns.moqHint')}
          rules={[{ required: true, message: required }]}
        >
          <InputNumber min={1} max={QUANTITY_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="target_quantity"
          label={t('consoleCatalogue.campaigns.target_quantity')}
          extra={t('consoleCatalogue.campaigns.targetHint')}
          rules={[{ required: true, message: required }]}
        >
          <InputNumber min={1} max={QUANTITY_MAX} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </div>
      <Form.Item
        name="window"
        label={t('consoleCatalogue.campaigns.window')}
        rules={[{ required: true, message: required }]}
      >
        <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} />
      </Form.Item>
    </CatalogueForm>
  );
}
