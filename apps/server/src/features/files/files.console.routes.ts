import { CONSOLE_API } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { consoleRoute } from '../../lib/console-route.js';
import type { SendStoredFile } from './file-reply.js';

/** Operators read the files buyers attached to what they quote. */
export async function filesConsoleRoutes(app: FastifyInstance, { sendStoredFile }: { sendStoredFile: SendStoredFile }) {
  consoleRoute(app, CONSOLE_API.file, async ({ req, query, reply }) => {
    await sendStoredFile(req, reply, query, { operator: true });
  });
}
