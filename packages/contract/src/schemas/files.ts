import { z } from 'zod';
import { UPLOAD_KINDS, UPLOAD_PURPOSES } from '../constants.js';
import { PICTURE_WIDTHS, type PictureWidth } from '../pictures.js';

/** Ids of uploaded files are server-made random names (32 hex digits), never the client's file name. */
export const fileIdSchema = z.string().regex(/^[0-9a-f]{32}$/);

/** `POST /api/buyer/v1/upload/files` (multipart `file` and `type`). */
export const uploadedFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(UPLOAD_KINDS),
  purpose: z.enum(UPLOAD_PURPOSES),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** Where the owner (or an operator) reads it. */
  url: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * A file by id; a picture (JPEG or PNG) also at one of the served widths (`&width=240`), resized as
 * the catalogue's uploads are.
 */
export const fileQuerySchema = z.object({
  id: fileIdSchema,
  width: z.coerce
    .number()
    .refine((width): width is PictureWidth => (PICTURE_WIDTHS as readonly number[]).includes(width))
    .optional(),
});
