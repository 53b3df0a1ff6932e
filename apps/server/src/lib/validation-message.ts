import { type Locale, VALIDATION_KEY_PREFIX, validationText } from '@mall/contract';

/** What the error handler knows of one failed check (fastify-type-provider-zod keeps zod's issue in `params`). */
export interface FieldIssue {
  /** Dotted path of the field, e.g. `pageSize` or `items.0.quantity`. */
  field: string;
  code: string;
  params: Record<string, unknown>;
  /** zod's message; a contract key (`v:email`) stands for a worded field message of SPEC section 5. */
  message?: string;
  /** True when the request did not carry the field at all. */
  missing: boolean;
}

type Texts = {
  required: string;
  atMost: (n: unknown) => string;
  atLeast: (n: unknown) => string;
  below: (n: unknown) => string;
  above: (n: unknown) => string;
  atMostChars: (n: unknown) => string;
  atLeastChars: (n: unknown) => string;
  atMostItems: (n: unknown) => string;
  atLeastItems: (n: unknown) => string;
  integer: string;
  type: (expected: string) => string;
  oneOf: (values: string) => string;
  format: (format: string) => string;
  /** A pattern the value does not match (zod's `regex` and other formats without a name here). */
  form: string;
  unknownField: (keys: string) => string;
  /** A NUL character (U+0000), which no text of the mall can keep. */
  nul: string;
  invalid: string;
  separator: string;
};

const TEXTS: Record<Locale, Texts> = {
  en: {
    required: 'is required',
    atMost: (n) => `must be at most ${n}`,
    atLeast: (n) => `must be at least ${n}`,
    below: (n) => `must be less than ${n}`,
    above: (n) => `must be greater than ${n}`,
    atMostChars: (n) => `must be at most ${n} characters`,
    atLeastChars: (n) => `must be at least ${n} characters`,
    atMostItems: (n) => `must have at most ${n} items`,
    atLeastItems: (n) => `must have at least ${n} items`,
    integer: 'must be a whole number',
    type: (expected) => `must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`,
    oneOf: (values) => `must be one of ${values}`,
    format: (format) => `is not valid ${FORMAT_EN[format]}`,
    form: 'is not in the expected form',
    unknownField: (keys) => `unknown field ${keys}`,
    nul: 'contains a character that is not allowed (NUL)',
    invalid: 'is not valid',
    separator: ': ',
  },
  'zh-Hans': {
    required: '为必填项',
    atMost: (n) => `不能大于 ${n}`,
    atLeast: (n) => `不能小于 ${n}`,
    below: (n) => `必须小于 ${n}`,
    above: (n) => `必须大于 ${n}`,
    atMostChars: (n) => `不能超过 ${n} 个字符`,
    atLeastChars: (n) => `不能少于 ${n} 个字符`,
    atMostItems: (n) => `最多 ${n} 项`,
    atLeastItems: (n) => `至少 ${n} 项`,
    integer: '必须是整数',
    type: (expected) => `必须是${TYPE_ZH[expected]}`,
    oneOf: (values) => `必须是以下之一：${values}`,
    format: (format) => `不是有效的${FORMAT_ZH[format]}`,
    form: '格式不正确',
    unknownField: (keys) => `包含未知字段 ${keys}`,
    nul: '包含不允许的字符（NUL）',
    invalid: '无效',
    separator: '：',
  },
};

const TYPE_ZH: Record<string, string> = {
  number: '数字',
  string: '文本',
  boolean: '布尔值',
  array: '列表',
  object: '对象',
};
const FORMAT_ZH: Record<string, string> = {
  email: '邮箱地址',
  url: '网址',
  date: '日期',
  JSON: 'JSON',
  multipart: 'multipart 表单数据',
};
/** Formats worded by name; any other (a pattern, say) is "not in the expected form", never zod's own name for it. */
const FORMAT_EN: Record<string, string> = {
  email: 'email',
  url: 'URL',
  date: 'date',
  JSON: 'JSON',
  multipart: 'multipart form data',
};
const COLLECTIONS = new Set(['array', 'set']);

function describe(issue: FieldIssue, locale: Locale): string {
  const t = TEXTS[locale];
  const p = issue.params;
  if (issue.message?.startsWith(VALIDATION_KEY_PREFIX)) return validationText(issue.message, locale);
  if (issue.missing) return t.required;
  switch (issue.code) {
    case 'too_big':
      if (p.origin === 'string') return t.atMostChars(p.maximum);
      if (COLLECTIONS.has(String(p.origin))) return t.atMostItems(p.maximum);
      return p.inclusive === false ? t.below(p.maximum) : t.atMost(p.maximum);
    case 'too_small':
      if (p.origin === 'string') return t.atLeastChars(p.minimum);
      if (COLLECTIONS.has(String(p.origin))) return t.atLeastItems(p.minimum);
      return p.inclusive === false ? t.above(p.minimum) : t.atLeast(p.minimum);
    case 'invalid_type':
      if (p.expected === 'int') return t.integer;
      return Object.hasOwn(TYPE_ZH, String(p.expected)) ? t.type(String(p.expected)) : t.invalid;
    case 'invalid_value':
      return Array.isArray(p.values) ? t.oneOf(p.values.join(', ')) : t.invalid;
    case 'invalid_format':
      return Object.hasOwn(FORMAT_EN, String(p.format)) ? t.format(String(p.format)) : t.form;
    case 'nul_character':
      return t.nul;
    case 'unrecognized_keys':
      return Array.isArray(p.keys) ? t.unknownField(p.keys.join(', ')) : t.invalid;
    default:
      return t.invalid;
  }
}

/** One line naming each bad field, in the caller's language: `pageSize: must be at most 100`. */
export function validationMessage(issues: readonly FieldIssue[], locale: Locale): string {
  const separator = TEXTS[locale].separator;
  return issues.map((issue) => `${issue.field}${separator}${describe(issue, locale)}`).join('; ');
}
