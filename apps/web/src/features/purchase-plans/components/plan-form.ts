import { ApiError } from '@mall/client/lib/api-client';
import type { ApiPath } from '@mall/client/lib/api-path';
import { useLocale } from '@mall/client/lib/locale';
import { useMarket } from '@mall/client/lib/market';
import { useTranslation } from '@mall/client/lib/use-translation';
import { useSavePurchasePlan } from '@mall/client/purchase-plans/purchase-plan-actions';
import { localToday } from '@mall/client/rfq/rfq-form';
import {
  amountInputSchema,
  dayInputSchema,
  ErrorCode,
  type Locale,
  type Market,
  ORDER_UNITS,
  type OrderUnit,
  type Product,
  PURCHASE_PLAN_NAME_MAX_LENGTH,
  type PurchasePlanBody,
  type PurchasePlanDetail,
  type PurchasePlanEditBody,
  purchasePlanLineInputSchema,
  type UnitList,
  validationKey,
  validationText,
} from '@mall/contract';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';

const FILE_PATH: ApiPath<'file'> = '/api/buyer/v1/file';

export type LineKind = 'product' | 'text';

/** The catalogue product a line names, as the form shows it. */
export interface ChosenProduct {
  id: number;
  name: string;
  image: string;
}

/** A line's uploaded picture: its file id is what the plan keeps. */
export interface LinePictureFile {
  id: string;
  name: string;
  url: string;
}

/** A line as the buyer fills it in: every field as typed, validated on the way out. */
export interface LineDraft {
  /** Stable across removals, for React and for the line's messages. */
  key: number;
  kind: LineKind;
  product: ChosenProduct | null;
  name: string;
  quantity: string;
  unit: string;
  /** The unit came with the product: shown, not picked. */
  unitFromProduct: boolean;
  target_price: string;
  picture: LinePictureFile | null;
}

export interface PlanDraft {
  name: string;
  project_id: string;
  needed_by: string;
  notes: string;
  market: Market;
  lines: LineDraft[];
}

export type PlanField = 'name' | 'project_id' | 'needed_by' | 'notes' | 'market';
export type LineField = 'product' | 'name' | 'quantity' | 'unit' | 'target_price';
/** A plan's field, `lines` (the list as a whole), or one line's field as `<line key>.<field>`. */
export type FieldKey = PlanField | 'lines' | `${number}.${LineField}`;

export const lineField = (key: number, field: LineField): FieldKey => `${key}.${field}`;

/** Codes the form shows at a field, beside the client's toast of them. */
const FIELD_CODES: Partial<Record<number, PlanField>> = {
  [ErrorCode.PURCHASE_PLAN_NEEDED_BY_PAST]: 'needed_by',
  [ErrorCode.PROJECT_NOT_FOUND]: 'project_id',
};

/**
 * The order unit a product is sold in, when the catalogue's unit is one of them: its code, or its
 * name in the reader's language (a product of boxes, "Boxes"). Otherwise the buyer picks one.
 */
export function productUnitCode(
  product: Pick<Product, 'unit' | 'unit_plural'>,
  units: UnitList['list'],
): OrderUnit | null {
  const names = [product.unit, product.unit_plural].map((name) => name.trim().toLowerCase());
  const known = units.find((unit) => names.includes(unit.code) || names.includes(unit.name.toLowerCase()));
  return known?.code ?? ORDER_UNITS.find((code) => names.includes(code)) ?? null;
}

function emptyLine(key: number, kind: LineKind): LineDraft {
  return {
    key,
    kind,
    product: null,
    name: '',
    quantity: '',
    unit: ORDER_UNITS[0],
    unitFromProduct: false,
    target_price: '',
    picture: null,
  };
}

/** A draft plan as the form's texts; a catalogue line's unit stays open to change, since the product's own is not known here. */
function draftOf(plan: PurchasePlanDetail): PlanDraft {
  return {
    name: plan.name,
    project_id: String(plan.project.id),
    needed_by: plan.needed_by,
    notes: plan.notes,
    market: plan.market,
    lines: plan.lines.map((line, index) => ({
      key: index,
      kind: line.product_id === null ? 'text' : 'product',
      product: line.product_id === null ? null : { id: line.product_id, name: line.name, image: line.image },
      name: line.product_id === null ? line.name : '',
      quantity: String(line.quantity),
      unit: line.unit,
      unitFromProduct: false,
      target_price: line.target_price ?? '',
      picture: line.picture ? { id: line.picture, name: line.name, url: `${FILE_PATH}?id=${line.picture}` } : null,
    })),
  };
}

/** The message of a field's schema part, in the reader's language; none when the value passes. */
function schemaError(
  schema: { safeParse(value: unknown): { success: boolean } },
  value: unknown,
  key: string,
  locale: Locale,
) {
  return schema.safeParse(value).success ? undefined : validationText(key, locale);
}

/** Every field's message, whether shown yet or not: the contract's rules, and what only the form can tell. */
export function planErrors(
  draft: PlanDraft,
  today: string,
  t: TFunction,
  locale: Locale,
): Partial<Record<FieldKey, string>> {
  const errors: Partial<Record<FieldKey, string>> = {};
  const name = draft.name.trim();
  if (name.length < 1 || name.length > PURCHASE_PLAN_NAME_MAX_LENGTH) errors.name = t('purchasePlans.errors.name');
  if (!/^[1-9]\d*$/.test(draft.project_id)) errors.project_id = validationText(validationKey('project'), locale);
  if (!dayInputSchema.safeParse(draft.needed_by).success || draft.needed_by <= today) {
    errors.needed_by = t('purchasePlans.errors.neededBy');
  }
  if (draft.lines.length === 0) errors.lines = t('purchasePlans.noLines');
  const { quantity, unit } = purchasePlanLineInputSchema.shape;
  for (const line of draft.lines) {
    if (line.kind === 'product' && !line.product)
      errors[lineField(line.key, 'product')] = t('purchasePlans.errors.product');
    const lineName = line.name.trim();
    if (line.kind === 'text' && (lineName.length < 1 || lineName.length > PURCHASE_PLAN_NAME_MAX_LENGTH)) {
      errors[lineField(line.key, 'name')] = t('purchasePlans.errors.lineName');
    }
    errors[lineField(line.key, 'quantity')] = schemaError(quantity, line.quantity, validationKey('quantity'), locale);
    errors[lineField(line.key, 'unit')] = schemaError(unit, line.unit, validationKey('unit'), locale);
    const price = line.target_price.trim();
    if (price) {
      errors[lineField(line.key, 'target_price')] = schemaError(
        amountInputSchema,
        price,
        validationKey('amount'),
        locale,
      );
    }
  }
  return errors;
}

/** The JSON the server takes: a catalogue line names its product (its name comes from the catalogue), a free-text line its words. */
export function planBody(draft: PlanDraft, id?: number): PurchasePlanBody | PurchasePlanEditBody {
  const body: PurchasePlanBody = {
    name: draft.name.trim(),
    project_id: Number(draft.project_id),
    needed_by: draft.needed_by,
    notes: draft.notes.trim(),
    market: draft.market,
    lines: draft.lines.map((line) => ({
      product_id: line.kind === 'product' ? (line.product?.id ?? null) : null,
      name: line.kind === 'product' ? '' : line.name.trim(),
      quantity: Number(line.quantity),
      unit: line.unit as OrderUnit,
      target_price: line.target_price.trim() || null,
      picture: line.picture?.id ?? null,
    })),
  };
  return id ? { id, ...body } : body;
}

/**
 * The plan form: the plan's fields and its lines, each message shown once its field has been
 * changed or left (or a save tried), and the server's refusals at the fields they concern.
 * `save` answers the saved plan, or null when the form or the server refused it.
 */
export function usePlanForm(edit?: PurchasePlanDetail) {
  const { t } = useTranslation();
  const locale = useLocale();
  const market = useMarket();
  const saving = useSavePurchasePlan();
  const [draft, setDraft] = useState<PlanDraft>(() =>
    edit
      ? draftOf(edit)
      : { name: '', project_id: '', needed_by: '', notes: '', market, lines: [emptyLine(0, 'product')] },
  );
  const nextKey = useRef(draft.lines.length);
  const [touched, setTouched] = useState<ReadonlySet<FieldKey>>(new Set());
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<FieldKey, string>>>({});
  const errors = planErrors(draft, localToday(), t, locale);

  const touch = (field: FieldKey) =>
    setTouched((current) => (current.has(field) ? current : new Set(current).add(field)));
  const changed = (field: FieldKey) => {
    touch(field);
    setServerErrors((current) => (field in current ? { ...current, [field]: undefined } : current));
  };

  const set = (field: PlanField, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    changed(field);
  };

  /** Changes one line; `fields` names the fields changed, whose messages may now show. */
  const setLine = (key: number, change: Partial<LineDraft>, fields: LineField[] = []) => {
    setDraft((current) => ({
      ...current,
      lines: current.lines.map((line) => (line.key === key ? { ...line, ...change } : line)),
    }));
    for (const field of fields) changed(lineField(key, field));
  };

  const addLine = (kind: LineKind) => {
    const key = nextKey.current++;
    setDraft((current) => ({ ...current, lines: [...current.lines, emptyLine(key, kind)] }));
  };

  const removeLine = (key: number) =>
    setDraft((current) => ({ ...current, lines: current.lines.filter((line) => line.key !== key) }));

  const error = (field: FieldKey): string | undefined =>
    serverErrors[field] ?? (tried || touched.has(field) ? errors[field] : undefined);

  const save = async (): Promise<PurchasePlanDetail | null> => {
    setTried(true);
    if (Object.values(errors).some(Boolean)) return null;
    try {
      return await saving.mutateAsync(planBody(draft, edit?.id));
    } catch (failure) {
      const field = failure instanceof ApiError && failure.code !== undefined ? FIELD_CODES[failure.code] : undefined;
      if (field) setServerErrors((current) => ({ ...current, [field]: t(`errors.${(failure as ApiError).code}`) }));
      return null;
    }
  };

  return { draft, set, setLine, addLine, removeLine, touch, error, save, busy: saving.isPending };
}
