import { ApiError } from '@mall/client/lib/api-client';
import { ErrorCode } from '@mall/contract';
import type { FormInstance } from 'antd';
import type { TFunction } from 'i18next';
import { errorText } from '../../components/error-text';
import { showFieldErrors } from '../../components/server-fields';

/**
 * A refused save of a catalogue form: the server's field messages at the form's fields (`fields`,
 * as the form names them), and what names no field (a stale version, a taken code) as the text
 * above the form.
 */
export function refusalOf(
  t: TFunction,
  form: FormInstance,
  fields: ReadonlySet<string>,
  error: unknown,
  /** The form's field where it keeps a server field under another name (two bounds in one range picker). */
  formName: Readonly<Record<string, string>> = {},
): string {
  const rest = showFieldErrors(form, error, fields, (path) => {
    const renamed = formName[String(path[0])];
    return renamed ? [renamed] : path;
  });
  if (rest) return rest.join('; ') || t('consoleCatalogue.form.fixFields');
  if (error instanceof ApiError && error.code === ErrorCode.CATALOGUE_ITEM_STALE)
    return `${errorText(t, error)} ${t('consoleCatalogue.form.staleHint')}`;
  return errorText(t, error);
}
