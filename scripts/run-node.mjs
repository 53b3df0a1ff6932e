// Runs a built entry point in the foreground and passes stop signals on, so it can shut down cleanly.
import { spawn } from 'node:child_process';

/**
 * The environment a process of the mall runs with: the caller's, and unless it says otherwise,
 * glibc's allocator told to map every block of 128 KiB or more on its own and give it back when
 * freed. Left to adjust that threshold itself, it raises it past the search index's build pages,
 * then keeps their freed memory in its arenas: 250 MiB of a process's 880 when ready at a million
 * products (docs/decisions/046). Other C libraries ignore the variable.
 * @param {NodeJS.ProcessEnv} env
 */
export function processEnv(env = process.env) {
  return { MALLOC_MMAP_THRESHOLD_: '131072', ...env };
}

/**
 * Node's flags for a process of the mall: V8's heap grown to twice what a full collection left
 * live, no further, before the next one. Left to choose, V8 grows a busy process's heap to four
 * times what is live: at a million products, 700 MiB of heap for 175 live, and the process past
 * 1.2 GiB. A ceiling (`--max-old-space-size`) low enough to hold it there makes V8 grow by less
 * than half as much again, and answers wait on its collections while prices change
 * (docs/decisions/052).
 * @returns {string[]}
 */
export function nodeFlags() {
  return ['--heap-growing-percent=100'];
}

/** @param {string} entry @param {string[]} args */
export function runNode(entry, args) {
  const child = spawn(process.execPath, [...nodeFlags(), entry, ...args], { stdio: 'inherit', env: processEnv() });
  for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) process.on(signal, () => child.kill(signal));
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
