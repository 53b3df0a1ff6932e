import { ErrorCode, lineIdsSchema } from '@mall/contract';
import { AppError, fieldsErrorFromZod } from './app-error.js';

/** The cart line ids a buyer selected (`3,5,8` in a form): none is SPEC's "Please select a product". */
export function selectedIds(ids: string | undefined): number[] {
  if (ids === undefined || ids.trim() === '') throw new AppError(ErrorCode.SELECT_PRODUCT);
  const parsed = lineIdsSchema.safeParse(ids);
  if (!parsed.success) {
    throw fieldsErrorFromZod(
      parsed.error.issues.map((issue) => ({ ...issue, path: ['ids'] })),
      { ids },
    );
  }
  return parsed.data;
}
