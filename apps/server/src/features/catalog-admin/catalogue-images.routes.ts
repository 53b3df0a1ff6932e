import fastifyMultipart from '@fastify/multipart';
import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '../../db/client.js';
import { FieldsError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { readUpload, UPLOAD_LIMITS } from '../files/files.routes.js';
import { notFound } from '../media/picture-reply.js';
import { serveUploadsAtWidths } from '../media/uploads-at-widths.js';
import { CATALOGUE_IMAGE_PATH, createCatalogueImagesService } from './catalogue-images.service.js';

const IMAGE_ID = /^[0-9a-f]{32}$/;

/**
 * Operators' picture uploads, and the pictures themselves for anyone (their ids are random and
 * never reused): as uploaded, and at the widths pages draw them.
 */
export async function catalogueImagesRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const images = createCatalogueImagesService(db, clock);

  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, UPLOAD_LIMITS);
    consoleRoute(scope, CONSOLE_API.catalogueImageUpload, async ({ req, session }) => {
      const upload = await readUpload(req);
      if (!upload.file) throw new FieldsError([{ field: 'file', code: 'invalid_type', params: {}, missing: true }]);
      return images.store(session.operator.id, upload.file.bytes);
    });
  });

  app.get<{ Params: { id: string } }>(`${CATALOGUE_IMAGE_PATH}/:id`, async (req, reply) => {
    return sendPicture(reply, IMAGE_ID.test(req.params.id) ? await images.read(req.params.id) : null);
  });

  serveUploadsAtWidths(app, CATALOGUE_IMAGE_PATH, {
    read: async (id) => (IMAGE_ID.test(id) ? images.read(id) : null),
  });
}

/** An operator's picture to anyone: its URL names bytes that never change, so it is cached for a year. */
export function sendPicture(reply: FastifyReply, image: { mime: string; data: Buffer } | null): FastifyReply {
  if (!image) return notFound(reply);
  return reply
    .type(image.mime)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('x-content-type-options', 'nosniff')
    .send(image.data);
}
