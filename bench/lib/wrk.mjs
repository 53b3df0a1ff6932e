// One wrk run (Debian's `wrk`, a load generator in C), reduced to the figures load.mjs prints. On a
// two-core machine the generator shares the cores with the servers it measures; wrk spends a small
// fraction of what autocannon (Node) spends per request, so the servers keep more of the machine.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Whether `wrk` can be run here; why not, when it cannot. */
export function wrkMissing() {
  const probe = spawnSync('wrk', ['--version'], { encoding: 'utf8' });
  return probe.error ? `wrk is not installed (apt-get install wrk): ${probe.error.message}` : undefined;
}

/** What the script prints once every path asked once is answered: wrk itself runs its whole duration. */
const ANSWERED = 'every path answered';

/**
 * The Lua script wrk runs: the paths requested in turn, as load.mjs does, and the summary printed as
 * one JSON line. With `once`, each path is asked once: a connection whose next request would repeat
 * one waits instead, the run stops at the last answer, and an answer that is not an envelope with
 * status 200 counts as a failure.
 * @param {string[]} paths
 * @param {boolean} once
 * @param {Record<string, string>} headers
 */
function script(paths, once, headers) {
  // wrk asks delay() before every request it sends; it also calls request() once before the run,
  // a request never sent, for the first path, which the run's last request then asks for.
  const askOnce = `
local allowed = 0
local answered = 0
refused = 0
delay = function()
  if allowed >= #paths then return 3600000 end
  allowed = allowed + 1
  return 0
end
response = function(status, headers, body)
  answered = answered + 1
  if not string.find(body, '"status":200', 1, true) then refused = refused + 1 end
  if answered >= #paths then
    io.write("${ANSWERED}\\n")
    io.flush()
    wrk.thread:stop()
  end
end
`;
  return `
local paths = { ${paths.map((path) => JSON.stringify(path)).join(', ')} }
local headers = { ${Object.entries(headers)
    .map(([name, value]) => `[${JSON.stringify(name)}] = ${JSON.stringify(value)}`)
    .join(', ')} }
local once = ${once}
local threads = {}
local next = 0
setup = function(thread)
  table.insert(threads, thread)
end
request = function()
  next = next + 1
  return wrk.format("GET", paths[((next - 1) % #paths) + 1], headers)
end
${once ? askOnce : ''}
done = function(summary, latency, requests)
  local errors = summary.errors
  -- Asking each path once, the run ends with the connections left waiting cut: not failures.
  local reads = once and 0 or errors.read
  -- Counted in each thread's own state: answers that are not an envelope with status 200.
  local refusals = 0
  for _, thread in ipairs(threads) do refusals = refusals + (thread:get("refused") or 0) end
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p95Us":%d,"p99Us":%d,"failures":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(95), latency:percentile(99),
    errors.connect + reads + errors.write + errors.status + errors.timeout + refusals))
end
`;
}

/**
 * @param {{ url: string, connections: number, durationSec: number, paths: string[], once?: boolean, headers?: Record<string, string> }} options
 * With `once`, each path is asked once, wrk is stopped at the last answer (its own clock would count
 * to `durationSec`, which then only bounds the run) and the rate is of the time until then.
 * @returns {Promise<{ requests: number, requestsPerSec: number, p50: number, p95: number, p99: number, failures: number }>}
 */
export async function wrkLoad({ url, connections, durationSec, paths, once = false, headers = {} }) {
  const dir = mkdtempSync(join(tmpdir(), 'mall-wrk-'));
  const file = join(dir, 'paths.lua');
  writeFileSync(file, script(paths, once, headers));
  try {
    const started = performance.now();
    let answeredMs = 0;
    const output = await new Promise((resolve, reject) => {
      const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${durationSec}s`, '--timeout', '10s', '-s', file, url]);
      let stdout = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
        if (once && !answeredMs && stdout.includes(ANSWERED)) {
          answeredMs = performance.now() - started;
          child.kill('SIGINT');
        }
      });
      child.stderr.on('data', (chunk) => process.stderr.write(chunk));
      child.once('error', reject);
      child.once('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`wrk exited ${code}`))));
    });
    const line = String(output)
      .split('\n')
      .find((text) => text.startsWith('{'));
    if (!line) throw new Error(`wrk printed no summary:\n${output}`);
    const summary = JSON.parse(line);
    const ms = (/** @type {number} */ us) => Number((us / 1000).toFixed(1));
    return {
      requests: summary.requests,
      requestsPerSec: Math.round(summary.requests / ((answeredMs ? answeredMs * 1000 : summary.durationUs) / 1e6)),
      p50: ms(summary.p50Us),
      p95: ms(summary.p95Us),
      p99: ms(summary.p99Us),
      failures: summary.failures,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
