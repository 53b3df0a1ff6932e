import fastifyMultipart from '@fastify/multipart';
import { API, ErrorCode, fileQuerySchema, serverPath, UPLOAD_FILE_MAX_BYTES, UPLOAD_PURPOSES } from '@mall/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { apiRoute } from '../../lib/api-route.js';
import { AppError, FieldsError, fieldsErrorFromZod } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { requireActiveMember, requireBuyer } from '../../lib/session.js';
import type { SendStoredFile } from './file-reply.js';
import type { FilesService } from './files.service.js';

export interface FilesRoutesOptions {
  clock: Clock;
  files: FilesService;
  /** Shared with the console's route, so that a picture resized for one is kept for both. */
  sendStoredFile: SendStoredFile;
}

const PRUNE_INTERVAL_MS = 60 * 60_000;

/** The multipart settings of every upload route: one file, within the upload limits. */
export const UPLOAD_LIMITS = {
  throwFileSizeLimit: true,
  limits: { fileSize: UPLOAD_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5, fieldSize: 100, headerPairs: 50 },
};

const uploadFieldsSchema = z.object({ type: z.enum(UPLOAD_PURPOSES) });

interface Upload {
  type: string | undefined;
  file: { name: string; bytes: Buffer } | undefined;
}

/** multipart's own failures, as the buyer's codes: too large, a cut-off body, more than one file. */
function uploadFailure(error: unknown): unknown {
  const code = (error as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError(ErrorCode.FILE_TOO_LARGE);
  if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') return new AppError(ErrorCode.FILE_TOO_MANY);
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return missingFile();
  if (error instanceof Error && /unexpected end of (form|multipart)|part terminated/i.test(error.message))
    return new AppError(ErrorCode.FILE_INCOMPLETE);
  return error;
}

function missingFile(): FieldsError {
  return new FieldsError([{ field: 'file', code: 'invalid_type', params: {}, missing: true }]);
}

/** Reads the `type` field and the one `file` of the body, whole, within the upload limits. */
export async function readUpload(req: FastifyRequest): Promise<Upload> {
  const upload: Upload = { type: undefined, file: undefined };
  if (!req.isMultipart()) throw missingFile();
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === 'file') upload.file = { name: part.filename, bytes };
      } else if (part.fieldname === 'type') {
        upload.type = String(part.value);
      }
    }
  } catch (error) {
    throw uploadFailure(error);
  }
  return upload;
}

/** Uploads of inquiry pictures and attachments, and reading them back; orphans are pruned hourly. */
export async function filesRoutes(
  app: FastifyInstance,
  { clock, files, sendStoredFile }: FilesRoutesOptions,
): Promise<void> {
  let pruner: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    pruner = setInterval(() => {
      files.pruneOrphans().catch((error: unknown) => app.log.warn({ err: error }, 'pruning orphan files failed'));
    }, PRUNE_INTERVAL_MS);
    pruner.unref();
  });
  app.addHook('onClose', async () => clearInterval(pruner));

  // Multipart bodies are accepted on this route only, with the upload limits.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, UPLOAD_LIMITS);
    apiRoute(scope, API.uploadFiles, async ({ req, session }) => {
      requireActiveMember(session.buyer, clock());
      const upload = await readUpload(req);
      const fields = uploadFieldsSchema.safeParse({ type: upload.type });
      if (!fields.success) throw fieldsErrorFromZod(fields.error.issues, { type: upload.type });
      if (!upload.file) throw missingFile();
      return files.store({
        buyerId: session.buyer.id,
        purpose: fields.data.type,
        name: upload.file.name,
        bytes: upload.file.bytes,
      });
    });
  });

  // The bytes themselves (or a picture at a served width), not an envelope: to the owner only
  // (operators read through the console's route).
  app.route({
    method: 'GET',
    url: serverPath(API.file),
    schema: { querystring: fileQuerySchema },
    preValidation: async (req) => {
      await requireBuyer(req);
    },
    handler: async (req, reply) => {
      const session = await requireBuyer(req);
      return sendStoredFile(req, reply, req.query as z.infer<typeof fileQuerySchema>, { buyerId: session.buyer.id });
    },
  });
}
