// One autocannon run, reduced to the figures the results table prints.
import autocannon from 'autocannon';

/**
 * @param {{ url: string, connections: number, durationSec: number, amount?: number, headers?: Record<string, string>, paths?: string[], bodies?: string[] }} options
 * `paths`, when given, are requested in turn, so a run covers many distinct pages rather than one;
 * `bodies`, when given, are POSTed in turn (form-encoded) to the first path; `amount`, when given,
 * sends that many requests in all instead of running for `durationSec`.
 */
export async function load({ url, connections, durationSec, amount, headers = {}, paths, bodies }) {
  let next = 0;
  let nextBody = 0;
  const requests =
    paths || bodies
      ? [
          {
            setupRequest: (/** @type {import('autocannon').Request} */ request) => {
              request.path = paths?.[bodies ? 0 : next++ % paths.length] ?? '/';
              if (bodies) {
                request.method = 'POST';
                request.body = bodies[nextBody++ % bodies.length] ?? '';
                request.headers = { ...request.headers, 'content-type': 'application/x-www-form-urlencoded' };
              }
              return request;
            },
          },
        ]
      : undefined;
  const result = await autocannon({ url, connections, duration: durationSec, amount, headers, requests });
  return {
    requestsPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
