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

/**
 * The Lua script wrk runs: the paths requested in turn, as load.mjs does, and the summary printed as
 * one JSON line.
 * @param {string[]} paths
 */
function script(paths) {
  return `
local paths = { ${paths.map((path) => JSON.stringify(path)).join(', ')} }
local next = 0
request = function()
  next = next + 1
  return wrk.format("GET", paths[(next % #paths) + 1])
end
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format('{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"failures":%d}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.connect + errors.read + errors.write + errors.status + errors.timeout))
end
`;
}

/**
 * @param {{ url: string, connections: number, durationSec: number, paths: string[] }} options
 * @returns {Promise<{ requestsPerSec: number, p50: number, p99: number, failures: number }>}
 */
export async function wrkLoad({ url, connections, durationSec, paths }) {
  const dir = mkdtempSync(join(tmpdir(), 'mall-wrk-'));
  const file = join(dir, 'paths.lua');
  writeFileSync(file, script(paths));
  try {
    const output = await new Promise((resolve, reject) => {
      const child = spawn('wrk', ['-t1', `-c${connections}`, `-d${durationSec}s`, '--timeout', '10s', '-s', file, url]);
      let stdout = '';
      child.stdout.on('data', (chunk) => {
        stdout += chunk;
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
    return {
      requestsPerSec: Math.round(summary.requests / (summary.durationUs / 1e6)),
      p50: Math.round(summary.p50Us / 1000),
      p99: Math.round(summary.p99Us / 1000),
      failures: summary.failures,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
