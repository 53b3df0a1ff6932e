import { CONSOLE_API, type ConsoleRouteDef } from '@mall/contract';
import type { FastifyInstance } from 'fastify';

/**
 * Calls a console route as the cookie's operator (tests of catalog-admin): JSON in, the envelope
 * out. A GET sends `input` as the query string.
 */
export async function callConsole(
  app: FastifyInstance,
  def: ConsoleRouteDef,
  cookie: string | null,
  input: Record<string, unknown> = {},
  lang = 'en_US',
) {
  const query = new URLSearchParams(Object.entries(input).map(([k, v]): [string, string] => [k, String(v)])).toString();
  const res = await app.inject({
    method: def.method,
    url: def.method === 'GET' && query ? `${def.path}?${query}` : def.path,
    ...(def.method === 'GET' ? {} : { payload: input }),
    headers: { cookie: [cookie, `frontend_lang=${lang}`].filter(Boolean).join('; ') },
  });
  return res.json();
}

/** Uploads a picture through the console, as a multipart body. */
export async function uploadPicture(app: FastifyInstance, cookie: string, bytes: Buffer, name = 'logo.png') {
  const boundary = 'catalogueboundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: CONSOLE_API.catalogueImageUpload.path,
    payload: body,
    headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  return res.json();
}
