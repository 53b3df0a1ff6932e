import { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import { CONSOLE_API, ErrorCode, PRODUCT_IMPORT_FILE_MAX_BYTES } from '@mall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, FieldsError } from '../../lib/app-error.js';
import { type Clock, isoDate } from '../../lib/clock.js';
import { consoleFileRoute, consoleRoute } from '../../lib/console-route.js';
import { createProductImportService } from './product-import.service.js';

export interface ProductImportRoutesOptions {
  db: Db;
  clock: Clock;
}

const CSV_TYPE = 'text/csv; charset=utf-8';

/** multipart's own failures while the file streams in, as the import's refusals. */
function uploadFailure(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ErrorCode.IMPORT_FILE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError(ErrorCode.FILE_TOO_MANY);
  return new AppError(ErrorCode.FILE_INCOMPLETE);
}

async function* chunksOf(stream: Readable): AsyncGenerator<Buffer> {
  for await (const chunk of stream) yield chunk as Buffer;
}

/** The CSV import and export of products (docs/decisions/025). */
export async function productImportRoutes(app: FastifyInstance, { db, clock }: ProductImportRoutesOptions) {
  const imports = createProductImportService({ db, clock });

  consoleFileRoute(app, CONSOLE_API.productImportTemplate, async () => ({
    type: CSV_TYPE,
    fileName: 'products-template.csv',
    body: await imports.template(),
  }));

  consoleFileRoute(app, CONSOLE_API.productExport, async ({ query }) => ({
    type: CSV_TYPE,
    fileName: `products-${isoDate(clock())}.csv`,
    body: Readable.from(imports.exportCsv(query)),
  }));

  consoleRoute(app, CONSOLE_API.productImportConfirm, ({ body, session, locale }) =>
    imports.confirm({ id: session.operator.id }, body.id, locale),
  );

  consoleRoute(app, CONSOLE_API.productImportStatus, ({ query, locale }) => imports.status(query.id, locale));

  // The file streams through the preview: never held whole, refused as soon as it goes wrong.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: PRODUCT_IMPORT_FILE_MAX_BYTES, files: 1, fields: 2, parts: 3, headerPairs: 50 },
    });
    consoleRoute(scope, CONSOLE_API.productImportPreview, async ({ req, session, locale }) => {
      const file = await fileOf(req);
      try {
        return await imports.preview({ id: session.operator.id }, file.filename, chunksOf(file.file), locale);
      } catch (error) {
        throw uploadFailure(error);
      } finally {
        // What the preview did not read (after a refusal) is read and dropped, so the answer goes out.
        file.file.resume();
      }
    });
  });
}

async function fileOf(req: FastifyRequest) {
  const missing = new FieldsError([{ field: 'file', code: 'invalid_type', params: {}, missing: true }]);
  if (!req.isMultipart()) throw missing;
  try {
    const file = await req.file();
    if (file?.fieldname !== 'file') throw missing;
    return file;
  } catch (error) {
    if (error instanceof FieldsError) throw error;
    throw uploadFailure(error);
  }
}
