import type { Socket } from 'node:net';
import { API, ERROR_MESSAGES, ErrorCode, fail, type Locale } from '@mall/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, FieldsError } from './app-error.js';
import { requestLocale } from './locale.js';
import { type FieldIssue, validationMessage } from './validation-message.js';

const ACCEPTED_BODY_TYPES = 'application/x-www-form-urlencoded, application/json';

/** The first segments of the contract's API paths (`/api`, `/send_captcha`, `/web`): unknown paths there answer the envelope. */
const API_PREFIXES = [...new Set(Object.values(API).map((route) => `/${route.path.split('/')[1]}`))];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`));
}

const REQUEST_INVALID = [{ field: 'request', code: 'invalid', params: {}, missing: false }];

/** The value at a dotted path of the request part that failed, to tell "missing" from "wrong". */
function valueAt(source: unknown, path: string[]): unknown {
  let value = source;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

function requestPart(req: FastifyRequest, context: string | undefined): unknown {
  if (context === 'querystring') return req.query;
  if (context === 'params') return req.params;
  if (context === 'headers') return req.headers;
  return req.body;
}

/** Pre-serialized, so a route's response schema (written for success) never touches a failure. */
export function sendFailure(
  reply: FastifyReply,
  httpStatus: number,
  code: ErrorCode,
  message: string,
  data: unknown = null,
) {
  return reply
    .code(httpStatus)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(fail(code, message, data)));
}

/**
 * What a crash log may show. A failed query's error carries its parameters (password hashes, token
 * hashes, emails) in its message: the log gets the query text and the database's own error only.
 */
function loggable(error: Error): unknown {
  const failed = error as Error & { query?: unknown; params?: unknown };
  if (typeof failed.query === 'string' && failed.params !== undefined) {
    const cause = failed.cause as { message?: unknown; code?: unknown } | undefined;
    return {
      type: failed.name,
      message: 'Failed query (parameters not logged)',
      query: failed.query,
      cause: cause ? { message: cause.message, code: cause.code } : undefined,
      stack: failed.stack?.split('\n').slice(2).join('\n'),
    };
  }
  return error;
}

function crashMessage(locale: Locale, requestId: string): string {
  const text = ERROR_MESSAGES[locale][ErrorCode.INTERNAL];
  return locale === 'en' ? `${text} (request id: ${requestId})` : `${text}（请求编号：${requestId}）`;
}

/**
 * Every failure leaves as the envelope. Validation is a business answer (HTTP 200, status 400, the
 * fields named); faults outside the rules keep their HTTP status; a crash shows only a request id.
 */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const locale = requestLocale(req);
    if (error instanceof FieldsError) {
      return sendFailure(reply, error.httpStatus, ErrorCode.VALIDATION, validationMessage(error.issues, locale));
    }
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return sendFailure(reply, error.httpStatus, error.code, ERROR_MESSAGES[locale][error.code], error.data ?? null);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const part = requestPart(req, error.validationContext);
      const issues: FieldIssue[] = error.validation.map((v) => {
        const path = v.instancePath.split('/').filter(Boolean);
        return {
          field: path.join('.') || (error.validationContext ?? 'body'),
          code: v.keyword,
          params: v.params as Record<string, unknown>,
          message: v.message,
          missing: path.length > 0 && valueAt(part, path) === undefined,
        };
      });
      return sendFailure(reply, 200, ErrorCode.VALIDATION, validationMessage(issues, locale));
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        return sendFailure(
          reply,
          400,
          ErrorCode.VALIDATION,
          validationMessage(
            [{ field: 'body', code: 'invalid_format', params: { format: 'JSON' }, missing: false }],
            locale,
          ),
        );
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return sendFailure(
          reply,
          415,
          ErrorCode.VALIDATION,
          validationMessage(
            [
              {
                field: 'content-type',
                code: 'invalid_value',
                params: { values: [ACCEPTED_BODY_TYPES] },
                missing: false,
              },
            ],
            locale,
          ),
        );
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
        return sendFailure(
          reply,
          413,
          ErrorCode.PAYLOAD_TOO_LARGE,
          ERROR_MESSAGES[locale][ErrorCode.PAYLOAD_TOO_LARGE],
        );
    }
    const status = error.statusCode ?? 500;
    if (status === 429)
      return sendFailure(reply, 429, ErrorCode.RATE_LIMITED, ERROR_MESSAGES[locale][ErrorCode.RATE_LIMITED]);
    if (status >= 400 && status < 500) {
      // Other malformed requests (bad content length, form body errors): the request itself is named.
      req.log.info({ err: error }, 'rejected request');
      return sendFailure(reply, status, ErrorCode.VALIDATION, validationMessage(REQUEST_INVALID, locale));
    }
    req.log.error({ err: loggable(error), requestId: req.id }, 'request failed');
    return sendFailure(reply, 500, ErrorCode.INTERNAL, crashMessage(locale, req.id));
  });

  // A multipart body without its boundary cannot be read at all: refused before the handler reads
  // it (after the login check, which a visitor should hear first).
  app.addHook('preHandler', (req, reply, done) => {
    const type = req.headers['content-type'];
    if (type === undefined || !/^\s*multipart\//i.test(type) || /;\s*boundary=[^;\s]/i.test(type)) {
      done();
      return;
    }
    const locale = requestLocale(req);
    sendFailure(
      reply,
      400,
      ErrorCode.VALIDATION,
      validationMessage(
        [{ field: 'content-type', code: 'invalid_format', params: { format: 'multipart' }, missing: false }],
        locale,
      ),
    );
  });

  app.setNotFoundHandler((req, reply) => {
    if (isApiPath(req.url)) {
      return sendFailure(reply, 404, ErrorCode.NOT_FOUND, ERROR_MESSAGES[requestLocale(req)][ErrorCode.NOT_FOUND]);
    }
    return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
  });
}

/** What Node's HTTP parser refuses before Fastify sees a request: HTTP status and the envelope's code. */
function clientFailure(error: NodeJS.ErrnoException): { httpStatus: number; code: ErrorCode; message: string } {
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    return {
      httpStatus: 431,
      code: ErrorCode.PAYLOAD_TOO_LARGE,
      message: ERROR_MESSAGES.en[ErrorCode.PAYLOAD_TOO_LARGE],
    };
  }
  const httpStatus = error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  return { httpStatus, code: ErrorCode.VALIDATION, message: validationMessage(REQUEST_INVALID, 'en') };
}

/**
 * Fastify's `clientErrorHandler`: a request the HTTP parser could not read (headers too large, bad
 * syntax, too slow) still gets the envelope, in English (no cookie or header of it could be read).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const { httpStatus, code, message } = clientFailure(error);
    const body = JSON.stringify(fail(code, message));
    socket.write(
      `HTTP/1.1 ${httpStatus} ${STATUS_TEXT[httpStatus]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

const STATUS_TEXT: Record<number, string> = {
  400: 'Bad Request',
  408: 'Request Timeout',
  431: 'Request Header Fields Too Large',
};
