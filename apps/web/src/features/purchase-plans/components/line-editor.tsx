import { PictureImg } from '@mall/client/components/picture-img';
import { PICTURE_PLACES } from '@mall/client/lib/picture';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useUnitName, useUnits } from '@mall/client/rfq/get-units';
import { type Product, PURCHASE_PLAN_NAME_MAX_LENGTH } from '@mall/contract';
import { DeleteOutline, PictureOutline } from 'antd-mobile-icons';
import { useId, useState } from 'react';
import { FormField } from '../../../components/form-field';
import { UnitSelect } from '../../rfq/components/unit-select';
import { LinePicture } from './line-picture';
import { type FieldKey, type LineDraft, type LineField, type LineKind, lineField, productUnitCode } from './plan-form';
import { ProductPicker } from './product-picker';
import styles from './purchase-plans.module.css';

interface LineEditorProps {
  line: LineDraft;
  position: number;
  currency: string;
  error(field: FieldKey): string | undefined;
  onChange(change: Partial<LineDraft>, fields?: LineField[]): void;
  onBlur(field: FieldKey): void;
  onRemove(): void;
}

/** Whether removing the line loses something the buyer entered (and so is asked first). */
export function isLineFilled(line: LineDraft): boolean {
  return Boolean(line.product || line.name.trim() || line.quantity.trim() || line.target_price.trim() || line.picture);
}

/**
 * One line of the plan: a catalogue product found by search (its unit taken from it where it is an
 * order unit) or words of the buyer's own, with quantity, unit, an optional target price and picture.
 */
export function LineEditor({ line, position, currency, error, onChange, onBlur, onRemove }: LineEditorProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const units = useUnits();
  const unitName = useUnitName();
  const [picking, setPicking] = useState(false);
  const field = (name: LineField) => lineField(line.key, name);

  const pick = (product: Product) => {
    const unit = productUnitCode(product, units.data?.list ?? []);
    onChange(
      {
        product: { id: product.id, name: product.name, image: product.image },
        ...(unit ? { unit, unitFromProduct: true } : { unitFromProduct: false }),
      },
      ['product'],
    );
    setPicking(false);
  };

  const setKind = (kind: LineKind) => onChange({ kind, unitFromProduct: kind === 'product' && line.unitFromProduct });

  const productError = error(field('product'));

  return (
    <section className={styles.lineCard} aria-labelledby={titleId} data-testid="line-editor" data-kind={line.kind}>
      <div className={styles.lineHead}>
        <h3 id={titleId} className={styles.lineTitle}>
          {t('purchasePlans.lineNumber', { position })}
        </h3>
        <button
          type="button"
          className={styles.iconButton}
          aria-label={t('purchasePlans.removeLine', { position })}
          onClick={onRemove}
          data-testid="line-remove"
        >
          <DeleteOutline aria-hidden="true" />
        </button>
      </div>
      <fieldset className={styles.kinds}>
        <legend className={styles.visuallyHidden}>{t('purchasePlans.lineKind', { position })}</legend>
        {(['product', 'text'] as const).map((kind) => (
          <label key={kind} className={styles.kind} data-checked={line.kind === kind}>
            <input
              type="radio"
              className={styles.visuallyHidden}
              name={`line-kind-${line.key}`}
              checked={line.kind === kind}
              onChange={() => setKind(kind)}
            />
            {t(kind === 'product' ? 'purchasePlans.fields.product' : 'purchasePlans.fields.freeText')}
          </label>
        ))}
      </fieldset>

      {line.kind === 'product' ? (
        <div className={styles.field} data-invalid={productError ? 'true' : undefined}>
          <span className={styles.fieldLabel} id={`${titleId}-product`}>
            {t('purchasePlans.fields.product')}
          </span>
          <button
            type="button"
            className={styles.productButton}
            aria-labelledby={`${titleId}-product ${titleId}-chosen`}
            aria-haspopup="dialog"
            aria-invalid={productError ? true : undefined}
            aria-describedby={productError ? `${titleId}-product-error` : undefined}
            onClick={() => setPicking(true)}
            data-testid="line-product"
          >
            {line.product?.image ? (
              <PictureImg className={styles.thumb} src={line.product.image} place={PICTURE_PLACES.thumb} alt="" />
            ) : (
              <span className={styles.thumb} aria-hidden="true">
                <PictureOutline />
              </span>
            )}
            <span id={`${titleId}-chosen`} className={line.product ? styles.productName : styles.placeholder}>
              {line.product?.name ?? t('purchasePlans.chooseProduct')}
            </span>
            {line.product && <span className={styles.change}>{t('purchasePlans.changeProduct')}</span>}
          </button>
          {productError && (
            <p id={`${titleId}-product-error`} className={styles.error} role="alert">
              {productError}
            </p>
          )}
          <ProductPicker open={picking} onClose={() => setPicking(false)} onPick={pick} />
        </div>
      ) : (
        <FormField
          label={t('purchasePlans.fields.lineName')}
          value={line.name}
          onValueChange={(name) => onChange({ name }, ['name'])}
          onBlur={() => onBlur(field('name'))}
          error={error(field('name'))}
          maxLength={PURCHASE_PLAN_NAME_MAX_LENGTH}
          name="line_name"
        />
      )}

      <div className={styles.pair}>
        <FormField
          label={t('purchasePlans.fields.quantity')}
          value={line.quantity}
          onValueChange={(quantity) => onChange({ quantity }, ['quantity'])}
          onBlur={() => onBlur(field('quantity'))}
          error={error(field('quantity'))}
          inputMode="numeric"
          name="quantity"
        />
        {line.kind === 'product' && line.unitFromProduct ? (
          <FormField
            label={t('purchasePlans.fields.unit')}
            value={unitName(line.unit)}
            onValueChange={() => undefined}
            readOnly
            hint={t('purchasePlans.unitOfProduct')}
            name="unit"
          />
        ) : (
          <UnitSelect
            value={line.unit}
            onChange={(unit) => onChange({ unit }, ['unit'])}
            error={error(field('unit'))}
          />
        )}
      </div>
      <FormField
        label={t('purchasePlans.fields.targetPrice')}
        value={line.target_price}
        onValueChange={(target_price) => onChange({ target_price }, ['target_price'])}
        onBlur={() => onBlur(field('target_price'))}
        error={error(field('target_price'))}
        optional
        optionalText={t('purchasePlans.optional')}
        hint={t('purchasePlans.fields.targetPriceHint', { currency })}
        inputMode="decimal"
        addon={<span className={styles.currency}>{currency}</span>}
        name="target_price"
      />
      <LinePicture picture={line.picture} onChange={(picture) => onChange({ picture })} />
    </section>
  );
}
