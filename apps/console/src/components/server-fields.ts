import { ApiError } from '@mall/client/lib/api-client';
import { ErrorCode } from '@mall/contract';
import type { FormInstance } from 'antd';

type FieldPath = (string | number)[];

interface FieldErrors {
  name: FieldPath;
  errors: string[];
}

/** Between the field's path and its text the server writes ": " in English and "：" in Chinese. */
const ISSUE = /^([\w.]+)(?:: |：)(.+)$/s;

/**
 * A validation refusal's field messages (the envelope's message, `lines.0.unit_price: text;
 * valid_until: text`, already in the operator's language) by field; what names no field the form
 * has goes to `rest`.
 */
function serverFieldErrors(
  error: ApiError,
  known: (path: FieldPath) => boolean,
): { fields: FieldErrors[]; rest: string[] } {
  const fields = new Map<string, FieldErrors>();
  const rest: string[] = [];
  for (const part of error.message.split('; ')) {
    const match = ISSUE.exec(part.trim());
    const path = match?.[1]?.split('.').map((key) => (/^\d+$/.test(key) ? Number(key) : key));
    if (!match?.[2] || !path || !known(path)) {
      if (part.trim()) rest.push(part.trim());
      continue;
    }
    const key = path.join('.');
    const entry = fields.get(key) ?? { name: path, errors: [] };
    entry.errors.push(match[2]);
    fields.set(key, entry);
  }
  return { fields: [...fields.values()], rest };
}

/**
 * Puts a refused form's field messages at its fields, the server's path turned into the form's by
 * `formPath` (`fields` names the form's top-level fields). Answers the messages that name none of
 * them, for the text above the form; null when the refusal is no validation (60110).
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: ReadonlySet<string>,
  formPath: (path: FieldPath) => FieldPath = (path) => path,
): string[] | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.VALIDATION) return null;
  const found = serverFieldErrors(error, (path) => fields.has(String(formPath(path)[0])));
  form.setFields(found.fields.map((field) => ({ name: formPath(field.name) as never, errors: field.errors })));
  return found.rest;
}
