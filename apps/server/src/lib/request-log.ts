import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { LevelWithSilent } from 'pino';

/**
 * One line per request, once its answer has gone, at the level the operator chose
 * (REQUEST_LOG_LEVEL), instead of Fastify's two lines at info. The request's logger adds `reqId`.
 * The path is logged without its query, which may hold what the buyer typed or an address.
 */
export class RequestLog extends LogController {
  readonly #level: LevelWithSilent;

  constructor(level: LevelWithSilent) {
    super();
    this.#level = level;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const fields = {
      method: request.method,
      url: request.url.split('?', 1)[0],
      route: request.routeOptions.url,
      statusCode: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    // The answer could not be written whole (the socket failed): an error whatever the chosen level.
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (this.#level !== 'silent') reply.log[this.#level](fields, 'request');
  }
}
