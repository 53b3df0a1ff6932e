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
  integer: string;
  type: (expected: string) => string;
  oneOf: (values: string) => string;
  format: (format: string) => string;
  unknownField: (keys: string) => string;
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
    integer: 'must be a whole number',
    type: (expected) => `must be ${/^[aeiou]/.test(expected) ? 'an' : 'a'} ${expected}`,
    oneOf: (values) => `must be one of ${values}`,
    format: (format) => `is not valid ${format}`,
    unknownField: (keys) => `unknown field ${keys}`,
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
    integer: '必须是整数',
    type: (expected) => `必须是${TYPE_ZH[expected] ?? expected}`,
    oneOf: (values) => `必须是以下之一：${values}`,
    format: (format) => `不是有效的${FORMAT_ZH[format] ?? format}`,
    unknownField: (keys) => `包含未知字段 ${keys}`,
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
const FORMAT_ZH: Record<string, string> = { email: '邮箱地址', url: '网址', date: '日期' };

function describe(issue: FieldIssue, locale: Locale): string {
  const t = TEXTS[locale];
  const p = issue.params;
  if (issue.message?.startsWith(VALIDATION_KEY_PREFIX)) return validationText(issue.message, locale);
  if (issue.missing) return t.required;
  switch (issue.code) {
    case 'too_big':
      if (p.origin === 'string') return t.atMostChars(p.maximum);
      return p.inclusive === false ? t.below(p.maximum) : t.atMost(p.maximum);
    case 'too_small':
      if (p.origin === 'string') return t.atLeastChars(p.minimum);
      return p.inclusive === false ? t.above(p.minimum) : t.atLeast(p.minimum);
    case 'invalid_type':
      return p.expected === 'int' ? t.integer : t.type(String(p.expected));
    case 'invalid_value':
      return Array.isArray(p.values) ? t.oneOf(p.values.join(', ')) : t.invalid;
    case 'invalid_format':
      return t.format(String(p.format));
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
