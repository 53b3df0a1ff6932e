import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useDebounced } from '@mall/client/lib/use-debounced';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnits } from '@mall/client/rfq/get-units';
import { UPLOAD_ACCEPT, useFileUploads } from '@mall/client/rfq/use-file-uploads';
import { useSearchResultsPage } from '@mall/client/search/get-search-results';
import { type Currency, DEFAULT_SEARCH_SORT, type OrderUnit, PURCHASE_PLAN_NAME_MAX_LENGTH } from '@mall/contract';
import { Button, Input, Progress, Select, Space, Spin, Table, type TableColumnsType, Tag, Upload } from 'antd';
import { type HTMLAttributes, type ReactNode, useId, useState } from 'react';
import type { PlanLineField, PlanLineValues, PlanPicture, PlanProduct } from '../purchase-plan-values';

/** How long typing pauses before the catalogue is searched. */
const SEARCH_DELAY_MS = 300;
const NO_FILTERS = {};

export interface LineEditing {
  change: (key: number, patch: Partial<PlanLineValues>) => void;
  touch: (key: number, field: PlanLineField) => void;
  remove: (key: number) => void;
  error: (key: number, field: PlanLineField) => string | undefined;
}

/** A line field's message, named by its control through `aria-describedby`. */
function FieldError({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <p id={id} className="field-error" role="alert">
      {text}
    </p>
  ) : null;
}

/**
 * The catalogue product of a line, searched by what the buyer types (the shop's search, in the
 * market shopped in); the product chosen stays named while another search runs.
 */
function ProductSearchSelect({
  id,
  value,
  onChange,
  onBlur,
  label,
  error,
}: {
  id: string;
  value: PlanProduct | null;
  onChange: (product: PlanProduct | null) => void;
  onBlur: () => void;
  label: string;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), SEARCH_DELAY_MS);
  const results = useSearchResultsPage({ keyword, sort: DEFAULT_SEARCH_SORT, filters: NO_FILTERS }, 1);
  const hits: PlanProduct[] = keyword
    ? (results.data?.list ?? []).map(({ id, name, image }) => ({ id, name, image }))
    : [];
  const choices = value && !hits.some((hit) => hit.id === value.id) ? [value, ...hits] : hits;
  const codes = new Map(results.data?.list.map((hit) => [hit.id, hit.code]));
  const searching = keyword !== '' && results.isFetching;
  return (
    <>
      <Select<number>
        id={id}
        className="plan-product"
        showSearch
        allowClear
        value={value?.id}
        placeholder={t('purchasePlans.searchProduct')}
        aria-label={label}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        status={error ? 'error' : undefined}
        filterOption={false}
        onSearch={setTyped}
        onBlur={onBlur}
        onChange={(chosen) => onChange(choices.find((product) => product.id === chosen) ?? null)}
        loading={searching}
        notFoundContent={
          searching ? (
            <Spin size="small" />
          ) : (
            t(keyword ? 'desktop.purchasePlans.noProducts' : 'desktop.purchasePlans.typeToSearch')
          )
        }
        options={choices.map((product) => ({ value: product.id, label: product.name }))}
        optionRender={(option) => {
          const product = choices.find((p) => p.id === option.value);
          return (
            <span className="plan-item" data-testid="plan-product-option">
              {product?.image ? (
                <PictureImg className="plan-thumb" src={product.image} place={PICTURE_PLACES.thumb} alt="" />
              ) : null}
              <span className="document-line-name">
                {option.label}
                {codes.get(Number(option.value)) && <small>{codes.get(Number(option.value))}</small>}
              </span>
            </span>
          );
        }}
        data-testid="plan-line-product"
      />
      <FieldError id={`${id}-error`} text={error} />
    </>
  );
}

/** A line's picture: uploaded as soon as it is picked (an RFQ's main picture), shown, and removable. */
function LinePicture({
  picture,
  position,
  onChange,
}: {
  picture: PlanPicture | null;
  position: number;
  onChange: (picture: PlanPicture | null) => void;
}) {
  const { t } = useTranslation();
  const uploads = useFileUploads({
    purpose: 'main_picture',
    max: 1,
    uploaded: picture ? 1 : 0,
    onAdd: (file) => onChange({ id: file.id, url: file.url, name: file.name }),
  });
  const [pending] = uploads.pending;
  if (picture)
    return (
      <span className="plan-picture">
        <PictureImg className="plan-thumb" src={picture.url} place={PICTURE_PLACES.upload} alt={picture.name} />
        <Button
          type="text"
          size="small"
          icon={<DeleteOutlined />}
          aria-label={t('rfq.upload.remove', { name: picture.name })}
          title={t('rfq.upload.remove', { name: picture.name })}
          onClick={() => onChange(null)}
        />
      </span>
    );
  return (
    <span className="plan-picture" data-testid="plan-line-picture">
      {uploads.room > 0 && (
        <Upload
          accept={UPLOAD_ACCEPT.main_picture}
          showUploadList={false}
          beforeUpload={(file) => {
            uploads.pick([file]);
            return Upload.LIST_IGNORE;
          }}
        >
          <Button
            size="small"
            icon={<UploadOutlined />}
            aria-label={t('desktop.purchasePlans.addPicture', { position })}
            title={t('purchasePlans.fields.pictureHint')}
          >
            {t('rfq.upload.addPicture')}
          </Button>
        </Upload>
      )}
      {pending &&
        (pending.error ? (
          <small className="field-error" role="alert">
            {pending.error}
          </small>
        ) : (
          <Progress
            percent={pending.percent}
            size="small"
            aria-label={t('rfq.upload.uploading', { percent: pending.percent })}
          />
        ))}
    </span>
  );
}

/** The units of an order, named in the interface language (`GET /api/get/unit`), the code until they arrive. */
function UnitSelect({
  id,
  value,
  onChange,
  label,
}: {
  id: string;
  value: OrderUnit;
  onChange: (unit: OrderUnit) => void;
  label: string;
}) {
  const units = useUnits();
  const options = (units.data?.list ?? []).map((unit) => ({ value: unit.code as OrderUnit, label: unit.name }));
  return (
    <Select<OrderUnit>
      id={id}
      className="plan-unit"
      value={value}
      aria-label={label}
      options={options.length ? options : [{ value, label: value }]}
      loading={units.isPending}
      showSearch
      optionFilterProp="label"
      popupMatchSelectWidth={false}
      onChange={onChange}
    />
  );
}

/**
 * The plan's lines as an editable table: each a catalogue product or free text, its quantity and
 * unit, a target unit price in the plan's currency and a picture; messages under each field.
 */
export function PurchasePlanLineEditor({
  lines,
  currency,
  editing,
  footer,
}: {
  lines: readonly PlanLineValues[];
  currency: Currency;
  editing: LineEditing;
  footer: ReactNode;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const fieldId = (line: PlanLineValues, field: string) => `${formId}-${line.key}-${field}`;
  const position = (line: PlanLineValues) => lines.indexOf(line) + 1;
  const named = (line: PlanLineValues, label: string) =>
    `${t('purchasePlans.lineNumber', { position: position(line) })}: ${label}`;

  const columns: TableColumnsType<PlanLineValues> = [
    { key: 'position', title: t('desktop.workstation.columns.number'), width: 48, render: (_, line) => position(line) },
    {
      key: 'item',
      title: t('purchasePlans.fields.lineName'),
      render: (_, line) => {
        const id = fieldId(line, 'item');
        return (
          <div className="plan-line-item">
            <Tag bordered={false}>
              {t(line.kind === 'catalogue' ? 'purchasePlans.catalogueLine' : 'purchasePlans.freeTextLine')}
            </Tag>
            {line.kind === 'catalogue' ? (
              <ProductSearchSelect
                id={id}
                value={line.product}
                label={named(line, t('purchasePlans.fields.product'))}
                error={editing.error(line.key, 'product')}
                onChange={(product) => editing.change(line.key, { product })}
                onBlur={() => editing.touch(line.key, 'product')}
              />
            ) : (
              <>
                <Input
                  id={id}
                  value={line.name}
                  maxLength={PURCHASE_PLAN_NAME_MAX_LENGTH}
                  placeholder={t('purchasePlans.fields.lineName')}
                  aria-label={named(line, t('purchasePlans.fields.lineName'))}
                  aria-invalid={editing.error(line.key, 'name') ? true : undefined}
                  aria-describedby={editing.error(line.key, 'name') ? `${id}-error` : undefined}
                  status={editing.error(line.key, 'name') ? 'error' : undefined}
                  onChange={(event) => editing.change(line.key, { name: event.target.value })}
                  onBlur={() => editing.touch(line.key, 'name')}
                  data-testid="plan-line-name"
                />
                <FieldError id={`${id}-error`} text={editing.error(line.key, 'name')} />
              </>
            )}
          </div>
        );
      },
    },
    {
      key: 'quantity',
      title: t('purchasePlans.fields.quantity'),
      render: (_, line) => {
        const id = fieldId(line, 'quantity');
        const error = editing.error(line.key, 'quantity') ?? editing.error(line.key, 'unit');
        return (
          <div className="plan-line-quantity">
            <Space.Compact block>
              <Input
                id={id}
                value={line.quantity}
                inputMode="numeric"
                aria-label={named(line, t('purchasePlans.fields.quantity'))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                status={error ? 'error' : undefined}
                onChange={(event) => editing.change(line.key, { quantity: event.target.value })}
                onBlur={() => editing.touch(line.key, 'quantity')}
                data-testid="plan-line-quantity"
              />
              <UnitSelect
                id={fieldId(line, 'unit')}
                value={line.unit}
                label={named(line, t('purchasePlans.fields.unit'))}
                onChange={(unit) => editing.change(line.key, { unit })}
              />
            </Space.Compact>
            <FieldError id={`${id}-error`} text={error} />
          </div>
        );
      },
    },
    {
      key: 'target',
      title: t('purchasePlans.fields.targetPrice'),
      render: (_, line) => {
        const id = fieldId(line, 'target');
        const error = editing.error(line.key, 'target_price');
        return (
          <div className="plan-line-target">
            <Space.Compact block>
              <Input
                id={id}
                value={line.target_price}
                inputMode="decimal"
                placeholder={t('purchasePlans.fields.targetPriceHint', { currency })}
                aria-label={named(line, t('purchasePlans.fields.targetPrice'))}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                status={error ? 'error' : undefined}
                onChange={(event) => editing.change(line.key, { target_price: event.target.value })}
                onBlur={() => editing.touch(line.key, 'target_price')}
                data-testid="plan-line-target"
              />
              <Space.Addon>{currency}</Space.Addon>
            </Space.Compact>
            <FieldError id={`${id}-error`} text={error} />
          </div>
        );
      },
    },
    {
      key: 'picture',
      title: t('purchasePlans.fields.picture'),
      render: (_, line) => (
        <LinePicture
          picture={line.picture}
          position={position(line)}
          onChange={(picture) => editing.change(line.key, { picture })}
        />
      ),
    },
    {
      key: 'remove',
      title: <span className="visually-hidden">{t('desktop.workstation.actions')}</span>,
      width: 48,
      render: (_, line) => (
        <Button
          type="text"
          danger
          icon={<DeleteOutlined />}
          aria-label={t('purchasePlans.removeLine', { position: position(line) })}
          title={t('purchasePlans.removeLine', { position: position(line) })}
          onClick={() => editing.remove(line.key)}
        />
      ),
    },
  ];

  return (
    <Table<PlanLineValues>
      rowKey="key"
      size="small"
      columns={columns}
      dataSource={[...lines]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('purchasePlans.noLines') }}
      footer={() => footer}
      onRow={() => ({ 'data-testid': 'plan-form-line' }) as HTMLAttributes<HTMLElement>}
      aria-label={t('purchasePlans.fields.lines')}
    />
  );
}
