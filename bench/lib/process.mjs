// Small helpers for benchmarks: run a built command to completion, read a process's memory.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const root = new URL('../../', import.meta.url).pathname;

/**
 * @param {string[]} args arguments to node, from the repository root
 * @param {Record<string, string>} env
 * @returns {Promise<number>} milliseconds it took
 */
export function runNode(args, env) {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.once('exit', (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Resident memory of a process in MiB (Linux). */
export function residentMiB(/** @type {number} */ pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kib / 1024);
}
