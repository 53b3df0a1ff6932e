import { DownloadOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PageContainer } from '@ant-design/pro-components';
import { productExportHref } from '@mall/client/console/catalogue/product-import';
import { useProducts, useSetProductListing } from '@mall/client/console/catalogue/products';
import { useTranslation } from '@mall/client/lib/use-translation';
import {
  type Currency,
  MARKETS,
  PRODUCT_LISTING_STATES,
  type ProductAdminItem,
  type ProductFilter,
} from '@mall/contract';
import { App, Button, Input, Popconfirm, Select, Space, Tag, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { CataloguePicture } from '../../../components/catalogue-picture';
import { errorText } from '../../../components/error-text';
import { formatDateTime } from '../../../components/format';
import { ListTable } from '../../../components/list-table';
import { formatMoney } from '../../../components/money';
import { oneOf, useListParams } from '../../../components/use-list-params';
import { useCategoryAndStoreOptions } from '../components/category-stores';
import { ImportDrawer } from '../components/import-drawer';
import { ProductDrawer } from '../components/product-drawer';
import { categoryName, categoryPath } from '../product-form';

/** The discounted price, and the original struck through when it differs. */
function PriceCell({ price, original, currency }: { price: string; original: string; currency: Currency }) {
  const { i18n } = useTranslation();
  return (
    <>
      {formatMoney(price, currency, i18n.language)}
      {original !== price && (
        <>
          {' '}
          <Typography.Text delete type="secondary">
            {formatMoney(original, currency, i18n.language)}
          </Typography.Text>
        </>
      )}
    </>
  );
}

const FILTERS = ['keyword', 'category', 'store', 'market', 'status', 'product'] as const;

/** The catalogue's products: filters, pages, the product drawer, the CSV import and the export of what is filtered. */
export default function ProductsPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const list = useListParams(FILTERS);
  const options = useCategoryAndStoreOptions();
  const [importing, setImporting] = useState(false);
  const listing = useSetProductListing();
  const filter: ProductFilter = {
    keyword: list.values.keyword || undefined,
    category_id: Number(list.values.category) || undefined,
    shop_code: list.values.store || undefined,
    market: oneOf(MARKETS, list.values.market),
    status: oneOf(PRODUCT_LISTING_STATES, list.values.status),
  };
  const products = useProducts({ ...filter, page: list.page, pageSize: list.pageSize });
  const target = list.values.product === 'new' ? 'new' : Number(list.values.product) || undefined;
  const language = i18n.language;

  const setListed = async (product: ProductAdminItem, listed: boolean) => {
    try {
      await listing.mutateAsync({ id: product.id, version: product.version, listed });
      void message.success(t(listed ? 'consoleCatalogue.products.relisted' : 'consoleCatalogue.products.unlisted'));
    } catch (error) {
      void message.error(errorText(t, error));
      void products.refetch();
    }
  };

  return (
    <PageContainer
      title={t('consoleCatalogue.products.title')}
      extra={[
        <Button key="import" icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="products-import">
          {t('consoleCatalogue.import.open')}
        </Button>,
        <Button
          key="export"
          icon={<DownloadOutlined />}
          href={productExportHref(filter)}
          download
          data-testid="products-export"
        >
          {t('consoleCatalogue.products.export')}
        </Button>,
        <Button
          key="new"
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => list.update({ product: 'new' }, true)}
          data-testid="products-new"
        >
          {t('consoleCatalogue.products.new')}
        </Button>,
      ]}
    >
      <Space wrap style={{ marginBottom: 16 }} data-testid="product-filters">
        <Input.Search
          placeholder={t('consoleCatalogue.products.keyword')}
          defaultValue={list.values.keyword}
          allowClear
          style={{ width: 260 }}
          onSearch={(keyword) => list.update({ keyword: keyword.trim() })}
          data-testid="products-keyword"
        />
        <TreeSelect
          placeholder={t('consoleCatalogue.products.fields.category')}
          value={filter.category_id}
          treeData={options.tree.map((top) => ({
            value: top.id,
            title: categoryName(top, language),
            children: top.children.map((child) => ({ value: child.id, title: categoryName(child, language) })),
          }))}
          allowClear
          showSearch
          treeNodeFilterProp="title"
          style={{ width: 220 }}
          onChange={(value?: number) => list.update({ category: value ?? '' })}
        />
        <Select
          placeholder={t('consoleCatalogue.products.fields.store')}
          value={filter.shop_code}
          options={options.storeOptions}
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ width: 220 }}
          onChange={(value?: string) => list.update({ store: value ?? '' })}
        />
        <Select
          placeholder={t('consoleCatalogue.products.fields.market')}
          value={filter.market}
          options={MARKETS.map((market) => ({ value: market, label: t(`consoleCatalogue.markets.${market}`) }))}
          allowClear
          style={{ width: 150 }}
          onChange={(value?: string) => list.update({ market: value ?? '' })}
        />
        <Select
          placeholder={t('consoleCatalogue.products.fields.listed')}
          value={filter.status}
          options={PRODUCT_LISTING_STATES.map((state) => ({
            value: state,
            label: t(`consoleCatalogue.products.status.${state}`),
          }))}
          allowClear
          style={{ width: 150 }}
          onChange={(value?: string) => list.update({ status: value ?? '' })}
          data-testid="products-status"
        />
      </Space>
      <ListTable<ProductAdminItem>
        query={products}
        list={list}
        emptyText={t('consoleCatalogue.products.empty')}
        onRow={(product) => ({ onDoubleClick: () => list.update({ product: product.id }, true) })}
        columns={[
          {
            title: t('consoleCatalogue.products.columns.picture'),
            width: 72,
            render: (_, product) => (
              <CataloguePicture
                src={product.image}
                width={48}
                height={48}
                style={{ objectFit: 'cover' }}
                preview={false}
              />
            ),
          },
          {
            title: t('consoleCatalogue.products.columns.product'),
            width: 300,
            render: (_, product) => (
              <span>
                {language === 'zh-Hans' ? product.name_zh : product.name_en}
                <br />
                <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
                  {product.code}
                </Typography.Text>
              </span>
            ),
          },
          {
            title: t('consoleCatalogue.products.fields.category'),
            width: 180,
            render: (_, product) => categoryPath(options.tree, product.category_id, language) ?? product.category_id,
          },
          { title: t('consoleCatalogue.products.fields.store'), dataIndex: 'shop_code', width: 90 },
          { title: t('consoleCatalogue.products.fields.moq'), dataIndex: 'moq', width: 80, align: 'right' },
          {
            title: t('consoleCatalogue.products.columns.prices'),
            width: 170,
            align: 'right',
            render: (_, product) => (
              <span>
                <PriceCell price={product.price_usd} original={product.original_price_usd} currency="USD" />
                <br />
                <PriceCell price={product.price_cny} original={product.original_price_cny} currency="CNY" />
              </span>
            ),
          },
          {
            title: t('consoleCatalogue.products.fields.markets'),
            width: 150,
            render: (_, product) =>
              product.markets.map((market) => <Tag key={market}>{t(`consoleCatalogue.marketsShort.${market}`)}</Tag>),
          },
          {
            title: t('consoleCatalogue.products.fields.listed'),
            width: 100,
            render: (_, product) =>
              product.listed ? (
                <Tag color="green">{t('consoleCatalogue.products.status.listed')}</Tag>
              ) : (
                <Tag>{t('consoleCatalogue.products.status.unlisted')}</Tag>
              ),
          },
          {
            title: t('consoleCatalogue.products.columns.updated'),
            width: 140,
            render: (_, product) => formatDateTime(product.updated_at),
          },
          {
            title: t('console.common.actions'),
            valueType: 'option',
            width: 150,
            render: (_, product) => [
              <Button
                key="edit"
                type="link"
                size="small"
                onClick={() => list.update({ product: product.id }, true)}
                data-testid="product-edit"
              >
                {t('consoleCatalogue.form.edit')}
              </Button>,
              <Popconfirm
                key="listing"
                title={t(
                  product.listed
                    ? 'consoleCatalogue.products.unlistConfirm'
                    : 'consoleCatalogue.products.relistConfirm',
                )}
                okText={t('console.common.confirm')}
                cancelText={t('console.common.cancel')}
                onConfirm={() => setListed(product, !product.listed)}
              >
                <Button type="link" size="small" danger={product.listed} data-testid="product-listing">
                  {t(product.listed ? 'consoleCatalogue.products.unlist' : 'consoleCatalogue.products.relist')}
                </Button>
              </Popconfirm>,
            ],
          },
        ]}
      />
      <ProductDrawer target={target} onClose={() => list.update({ product: '' }, true)} />
      <ImportDrawer open={importing} onClose={() => setImporting(false)} />
    </PageContainer>
  );
}
