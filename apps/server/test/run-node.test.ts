import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const runNodeUrl = new URL('../../../scripts/run-node.mjs', import.meta.url).href;
const dir = mkdtempSync(join(tmpdir(), 'mall-run-node-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The test run's environment without the threshold, whichever way the tests were started. */
const { MALLOC_MMAP_THRESHOLD_: _unset, ...cleanEnv } = process.env;

/** Runs `entry` the way `npm start` and `npm run worker` run the server's built entry points. */
function runThroughRunNode(entry: string, args: string[], env: NodeJS.ProcessEnv = cleanEnv) {
  const script = `import { runNode } from ${JSON.stringify(runNodeUrl)}; runNode(${JSON.stringify(entry)}, ${JSON.stringify(args)});`;
  return run(process.execPath, ['--input-type=module', '-e', script], { env });
}

describe('runNode, behind npm start and npm run worker', () => {
  it("gives the process V8's heap flag, glibc's mapping threshold and the caller's arguments", async () => {
    const entry = join(dir, 'report.mjs');
    writeFileSync(
      entry,
      'console.log(JSON.stringify({ flags: process.execArgv, threshold: process.env.MALLOC_MMAP_THRESHOLD_, args: process.argv.slice(2) }));',
    );
    const { stdout } = await runThroughRunNode(entry, ['--products', '10']);
    expect(JSON.parse(stdout)).toEqual({
      flags: ['--heap-growing-percent=100'],
      threshold: '131072',
      args: ['--products', '10'],
    });
  });

  it('keeps a mapping threshold the environment sets', async () => {
    const entry = join(dir, 'threshold.mjs');
    writeFileSync(entry, 'console.log(process.env.MALLOC_MMAP_THRESHOLD_);');
    const { stdout } = await runThroughRunNode(entry, [], { ...cleanEnv, MALLOC_MMAP_THRESHOLD_: '65536' });
    expect(stdout.trim()).toBe('65536');
  });

  it("exits with the entry's exit code", async () => {
    const entry = join(dir, 'fails.mjs');
    writeFileSync(entry, 'process.exit(3);');
    await expect(runThroughRunNode(entry, [])).rejects.toMatchObject({ code: 3 });
  });
});
