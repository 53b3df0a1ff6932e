import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.js';

const processState = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
};

let parent: ReturnType<typeof spawn> | undefined;
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'mall-lock-'));
});
afterEach(() => {
  parent?.kill('SIGKILL');
  parent = undefined;
  rmSync(dir, { recursive: true, force: true });
});

/**
 * A process that has exited and stays unreaped: a shell starts a child, prints its pid and becomes
 * `sleep`, which never waits for children; the child exits only once its parent is `sleep`, so the
 * shell cannot reap it first.
 */
const ZOMBIE_MAKER = `sh -c 'until [ "$(cat /proc/$PPID/comm)" = sleep ]; do sleep 0.01; done' & echo $!; exec sleep 60`;

async function zombie(): Promise<number> {
  const shell = spawn('sh', ['-c', ZOMBIE_MAKER], { stdio: ['ignore', 'pipe', 'inherit'] });
  parent = shell;
  const [line] = (await once(shell.stdout, 'data')) as [Buffer];
  const pid = Number.parseInt(line.toString(), 10);
  while (processState(pid) !== 'Z') await new Promise((resolve) => setTimeout(resolve, 10));
  return pid;
}

describe('the data-directory lock (Linux: /proc tells a zombie)', () => {
  it('takes over a lock whose holder is a zombie', async () => {
    const pid = await zombie();
    writeFileSync(path.join(dir, 'server.pid'), `${pid}\n`);
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.pid'), 'utf8').trim()).toBe(String(process.pid));
    release();
  });

  it('refuses a lock whose holder is alive', () => {
    parent = spawn('sleep', ['60'], { stdio: 'ignore' });
    writeFileSync(path.join(dir, 'server.pid'), `${parent.pid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });
});
