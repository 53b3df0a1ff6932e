import fastifyMultipart from '@fastify/multipart';
import { CONSOLE_API, consoleIdSchema, ErrorCode, UPLOAD_FILE_MAX_BYTES } from '@mall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { AppError, FieldsError, fieldsErrorFromZod } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { serveUploadsAtWidths } from '../media/uploads-at-widths.js';
import { sendPicture } from './catalogue-images.routes.js';
import { createProductsService, PRODUCT_IMAGE_PATH } from './products.service.js';

export interface ProductsRoutesOptions {
  db: Db;
  clock: Clock;
}

function missing(field: string): FieldsError {
  return new FieldsError([{ field, code: 'invalid_type', params: {}, missing: true }]);
}

/** The `id` field and the one `file` of a picture upload, within the upload limit. */
async function readPicture(req: FastifyRequest): Promise<{ id: number; bytes: Buffer }> {
  if (!req.isMultipart()) throw missing('file');
  let id: unknown;
  let bytes: Buffer | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (part.fieldname === 'file') bytes = data;
      } else if (part.fieldname === 'id') {
        id = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError(ErrorCode.FILE_TOO_LARGE);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') throw new AppError(ErrorCode.FILE_TOO_MANY);
    throw new AppError(ErrorCode.FILE_INCOMPLETE);
  }
  const parsed = consoleIdSchema.safeParse(id);
  if (!parsed.success)
    throw fieldsErrorFromZod(
      parsed.error.issues.map((i) => ({ ...i, path: ['id'] })),
      { id },
    );
  if (!bytes) throw missing('file');
  return { id: parsed.data, bytes };
}

/** The catalogue staff's products (docs/decisions/024), and the uploaded pictures the storefront shows. */
export async function productsRoutes(app: FastifyInstance, { db, clock }: ProductsRoutesOptions): Promise<void> {
  const service = createProductsService({ db, clock });

  consoleRoute(app, CONSOLE_API.products, ({ query }) => service.page(query));
  consoleRoute(app, CONSOLE_API.productDetail, ({ query }) => service.detail(query.id));
  consoleRoute(app, CONSOLE_API.productCreate, ({ body, session }) =>
    service.create({ id: session.operator.id }, body),
  );
  consoleRoute(app, CONSOLE_API.productUpdate, ({ body, session }) =>
    service.update({ id: session.operator.id }, body),
  );
  consoleRoute(app, CONSOLE_API.productListing, ({ body, session }) =>
    service.setListed({ id: session.operator.id }, body),
  );
  consoleRoute(app, CONSOLE_API.productImagesArrange, ({ body, session }) =>
    service.arrangeImages({ id: session.operator.id }, body),
  );

  // Multipart bodies on the picture upload only, with the buyers' upload limits.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: UPLOAD_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 100, headerPairs: 50 },
    });
    consoleRoute(scope, CONSOLE_API.productImageUpload, async ({ req, session }) => {
      const picture = await readPicture(req);
      return service.addImage({ id: session.operator.id }, picture.id, picture.bytes);
    });
  });

  app.get<{ Params: { file: string } }>(`${PRODUCT_IMAGE_PATH}/:file`, async (req, reply) =>
    sendPicture(reply, await service.image(req.params.file)),
  );
  // A picture the operator removed from its product is gone at every width too.
  serveUploadsAtWidths(app, PRODUCT_IMAGE_PATH, { read: service.image, present: service.hasImage });
}
