import {
  PRODUCT_HANDLED_CODES,
  useCreateProduct,
  useProductDetail,
  useUpdateProduct,
} from '@mall/client/console/catalogue/products';
import { ApiError } from '@mall/client/lib/api-client';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  ErrorCode,
  LEAD_TIME_DAYS_MAX,
  MARKETS,
  PRODUCT_BRAND_MAX_LENGTH,
  PRODUCT_DESCRIPTION_MAX_LENGTH,
  PRODUCT_NAME_MAX_LENGTH,
  PRODUCT_UNIT_MAX_LENGTH,
  PRODUCT_VIDEO_URL_MAX_LENGTH,
  type ProductAdminDetail,
  QUANTITY_MAX,
} from '@mall/contract';
import {
  Alert,
  App,
  Button,
  Checkbox,
  Divider,
  Drawer,
  Form,
  Input,
  InputNumber,
  Select,
  Skeleton,
  Space,
  Switch,
  TreeSelect,
} from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/load-error';
import { refusalOf } from '../form-errors';
import {
  discountAboveOriginal,
  emptyProductValues,
  isProductPrice,
  PRICE_PAIRS,
  PRODUCT_FORM_FIELDS,
  type ProductFormValues,
  productFormValues,
  toProductBody,
} from '../product-form';
import { useCategoryAndStoreOptions } from './category-stores';
import { ProductHistory } from './product-history';
import { ProductPictures } from './product-pictures';
import '../catalogue.css';

/** `new` for a product to add, an id for one to change. */
export type ProductTarget = number | 'new';

export function ProductDrawer({ target, onClose }: { target: ProductTarget | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const id = typeof target === 'number' ? target : undefined;
  const detail = useProductDetail(id);
  // A reload after a refused save opens the form again on the newest version.
  const [reloads, setReloads] = useState(0);
  const reload = async () => {
    await detail.refetch();
    setReloads((count) => count + 1);
  };
  return (
    <Drawer
      open={target !== undefined}
      onClose={onClose}
      width={960}
      destroyOnHidden
      title={
        target === 'new'
          ? t('consoleCatalogue.products.form.newTitle')
          : t('consoleCatalogue.products.form.editTitle', { code: detail.data?.code ?? '' })
      }
      data-testid="product-drawer"
    >
      {target === 'new' && <ProductForm onDone={onClose} />}
      {id !== undefined && detail.isPending && <Skeleton active paragraph={{ rows: 12 }} />}
      {id !== undefined && detail.isError && <LoadError error={detail.error} onRetry={() => void detail.refetch()} />}
      {detail.data && id !== undefined && (
        <ProductForm key={`${detail.data.id}-${reloads}`} product={detail.data} onDone={onClose} onReload={reload} />
      )}
    </Drawer>
  );
}

/**
 * Every editable field of a product. Prices are decimal text as typed (never a float); the
 * server's field messages appear at the fields; a product someone else changed since it was
 * opened (60400) is said above the form with a reload that shows their version.
 */
export function ProductForm({
  product,
  onDone,
  onReload,
}: {
  product?: ProductAdminDetail;
  onDone: () => void;
  onReload?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ProductFormValues>();
  const create = useCreateProduct();
  const update = useUpdateProduct();
  const options = useCategoryAndStoreOptions();
  const [problem, setProblem] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  // The version this form was opened on; picture changes made here raise it.
  const [version, setVersion] = useState(product?.version ?? 0);
  const required = t('consoleCatalogue.form.required');

  const save = async (values: ProductFormValues) => {
    setProblem(null);
    const body = toProductBody(values);
    try {
      if (product) await update.mutateAsync({ ...body, id: product.id, version });
      else await create.mutateAsync(body);
      void message.success(t('consoleCatalogue.products.form.saved'));
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError) || !(PRODUCT_HANDLED_CODES as readonly number[]).includes(error.code ?? 0))
        return;
      if (error.code === ErrorCode.PRODUCT_CHANGED) setStale(true);
      else setProblem(refusalOf(t, form, PRODUCT_FORM_FIELDS, error));
    }
  };

  const priceRules = (pair: (typeof PRICE_PAIRS)[number], field: 'discounted' | 'original') => [
    {
      validator: async (_: unknown, value: string) => {
        if (!isProductPrice(value)) throw new Error(t('consoleCatalogue.products.form.priceInvalid'));
        if (field === 'discounted' && discountAboveOriginal(value, form.getFieldValue(pair.original)))
          throw new Error(t('consoleCatalogue.products.form.discountAboveOriginal'));
      },
    },
  ];

  return (
    <Form<ProductFormValues>
      form={form}
      layout="vertical"
      initialValues={product ? productFormValues(product) : emptyProductValues()}
      onFinish={save}
      scrollToFirstError
      data-testid="product-form"
    >
      {stale && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          message={t('errors.60400')}
          description={t('consoleCatalogue.products.form.staleHint')}
          action={
            <Button size="small" onClick={() => void onReload?.()} data-testid="product-reload">
              {t('consoleCatalogue.form.reload')}
            </Button>
          }
          data-testid="product-stale"
        />
      )}
      {problem && (
        <Alert
          type="error"
          showIcon
          closable
          onClose={() => setProblem(null)}
          style={{ marginBottom: 16 }}
          message={problem}
          data-testid="product-problem"
        />
      )}
      <div className="catalogue-grid">
        <Form.Item
          name="name_en"
          label={t('consoleCatalogue.products.fields.name_en')}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input maxLength={PRODUCT_NAME_MAX_LENGTH} data-testid="product-name-en" />
        </Form.Item>
        <Form.Item
          name="name_zh"
          label={t('consoleCatalogue.products.fields.name_zh')}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input maxLength={PRODUCT_NAME_MAX_LENGTH} data-testid="product-name-zh" />
        </Form.Item>
        <Form.Item name="brand_en" label={t('consoleCatalogue.products.fields.brand_en')}>
          <Input maxLength={PRODUCT_BRAND_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="brand_zh" label={t('consoleCatalogue.products.fields.brand_zh')}>
          <Input maxLength={PRODUCT_BRAND_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="description_en" label={t('consoleCatalogue.products.fields.description_en')}>
          <Input.TextArea rows={3} maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="description_zh" label={t('consoleCatalogue.products.fields.description_zh')}>
          <Input.TextArea rows={3} maxLength={PRODUCT_DESCRIPTION_MAX_LENGTH} />
        </Form.Item>
      </div>
      <Divider orientation="left">{t('consoleCatalogue.products.form.placement')}</Divider>
      <div className="catalogue-grid catalogue-grid-3">
        <Form.Item
          name="code"
          label={t('consoleCatalogue.products.fields.code')}
          extra={t('consoleCatalogue.products.form.codeHint')}
          rules={[{ required: true, whitespace: true, message: required }]}
        >
          <Input maxLength={13} inputMode="numeric" data-testid="product-code" />
        </Form.Item>
        <Form.Item
          name="category_id"
          label={t('consoleCatalogue.products.fields.category')}
          rules={[{ required: true, message: required }]}
        >
          <TreeSelect
            treeData={options.categoryOptions}
            treeDefaultExpandAll
            showSearch
            treeNodeFilterProp="title"
            loading={options.loading}
            data-testid="product-category"
          />
        </Form.Item>
        <Form.Item
          name="shop_code"
          label={t('consoleCatalogue.products.fields.store')}
          rules={[{ required: true, message: required }]}
        >
          <Select
            options={options.storeOptions}
            showSearch
            optionFilterProp="label"
            loading={options.loading}
            data-testid="product-store"
          />
        </Form.Item>
        <Form.Item
          name="markets"
          label={t('consoleCatalogue.products.fields.markets')}
          rules={[
            { required: true, type: 'array', min: 1, message: t('consoleCatalogue.products.form.marketsRequired') },
          ]}
        >
          <Checkbox.Group
            options={MARKETS.map((market) => ({ value: market, label: t(`consoleCatalogue.markets.${market}`) }))}
          />
        </Form.Item>
        <Form.Item name="unit_en" label={t('consoleCatalogue.products.fields.unit_en')}>
          <Input maxLength={PRODUCT_UNIT_MAX_LENGTH} />
        </Form.Item>
        <Form.Item name="unit_zh" label={t('consoleCatalogue.products.fields.unit_zh')}>
          <Input maxLength={PRODUCT_UNIT_MAX_LENGTH} />
        </Form.Item>
        <Form.Item
          name="moq"
          label={t('consoleCatalogue.products.fields.moq')}
          rules={[{ required: true, message: required }]}
        >
          <InputNumber min={1} max={QUANTITY_MAX} precision={0} style={{ width: '100%' }} data-testid="product-moq" />
        </Form.Item>
        <Form.Item name="lead_time" label={t('consoleCatalogue.products.fields.lead_time')}>
          <InputNumber
            min={0}
            max={LEAD_TIME_DAYS_MAX}
            precision={0}
            addonAfter={t('consoleCatalogue.products.form.days')}
            style={{ width: '100%' }}
          />
        </Form.Item>
        {!product && (
          <Form.Item name="listed" label={t('consoleCatalogue.products.fields.listed')} valuePropName="checked">
            <Switch />
          </Form.Item>
        )}
      </div>
      <Divider orientation="left">{t('consoleCatalogue.products.form.prices')}</Divider>
      <div className="catalogue-grid catalogue-grid-4">
        {PRICE_PAIRS.flatMap((pair) => [
          <Form.Item
            key={pair.original}
            name={pair.original}
            label={t('consoleCatalogue.products.fields.original', { currency: pair.currency })}
            rules={priceRules(pair, 'original')}
            required
          >
            <Input
              addonBefore={pair.currency}
              inputMode="decimal"
              onChange={() => void form.validateFields([pair.discounted]).catch(() => undefined)}
              data-testid={`product-${pair.original}`}
            />
          </Form.Item>,
          <Form.Item
            key={pair.discounted}
            name={pair.discounted}
            label={t('consoleCatalogue.products.fields.discounted', { currency: pair.currency })}
            rules={priceRules(pair, 'discounted')}
            required
          >
            <Input addonBefore={pair.currency} inputMode="decimal" data-testid={`product-${pair.discounted}`} />
          </Form.Item>,
        ])}
      </div>
      <Form.Item
        name="video_url"
        label={t('consoleCatalogue.products.fields.video_url')}
        extra={t('consoleCatalogue.products.form.videoHint')}
      >
        <Input maxLength={PRODUCT_VIDEO_URL_MAX_LENGTH} placeholder="https://" />
      </Form.Item>
      <Space style={{ marginBottom: 24 }}>
        <Button
          type="primary"
          htmlType="submit"
          loading={create.isPending || update.isPending}
          data-testid="product-save"
        >
          {t('console.common.save')}
        </Button>
        <Button onClick={onDone}>{t('console.common.cancel')}</Button>
      </Space>
      {product && (
        <>
          <Divider orientation="left">{t('consoleCatalogue.products.pictures.title')}</Divider>
          <ProductPictures
            product={{ ...product, version }}
            onChanged={(next) => setVersion(next.version)}
            onStale={() => setStale(true)}
          />
          <Divider orientation="left">{t('consoleCatalogue.products.history.title')}</Divider>
          <ProductHistory entries={product.history} />
        </>
      )}
    </Form>
  );
}
