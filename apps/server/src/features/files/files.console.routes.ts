import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { consoleRoute } from '../../lib/console-route.js';
import { createFileReplies } from './file-reply.js';
import { createFilesService } from './files.service.js';

/** Operators read the files buyers attached to what they quote. */
export async function filesConsoleRoutes(app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) {
  const files = createFilesService({ db, clock });
  const sendStoredFile = createFileReplies(files);
  consoleRoute(app, CONSOLE_API.file, async ({ req, query, reply }) => {
    await sendStoredFile(req, reply, query, { operator: true });
  });
}
