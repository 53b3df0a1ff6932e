// Small helpers for benchmarks: run a built command to completion, read a process's memory, count
// where the machine's CPU went during a load.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

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

const CLOCK_TICKS_PER_SEC = 100;

/** CPU seconds (user and system) a process has used, its ended children's included; 0 once it is gone. */
function cpuSecondsOf(/** @type {number} */ pid) {
  try {
    // The command name (field 2) may hold spaces: the fields that follow start after its ')'.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const [utime, stime, cutime, cstime] = [11, 12, 13, 14].map((i) => Number(fields[i] ?? 0));
    return ((utime ?? 0) + (stime ?? 0) + (cutime ?? 0) + (cstime ?? 0)) / CLOCK_TICKS_PER_SEC;
  } catch {
    return 0;
  }
}

/** A process and every process below it. */
function processTree(/** @type {number} */ pid) {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    for (const task of readdirSafe(`/proc/${all[i]}/task`)) {
      const children = readFileSafe(`/proc/${all[i]}/task/${task}/children`).trim();
      if (children) all.push(...children.split(/\s+/).map(Number));
    }
  }
  return all;
}

/** The processes whose command is `name`, as PostgreSQL's server processes are `postgres`. */
function processesNamed(/** @type {string} */ name) {
  return readdirSafe('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => readFileSafe(`/proc/${pid}/comm`).trim() === name);
}

/** The whole machine's busy CPU seconds (every core, idle and waiting excluded). */
function machineBusySeconds() {
  const ticks = readFileSafe('/proc/stat').split('\n')[0]?.trim().split(/\s+/).slice(1).map(Number) ?? [];
  const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
  return (user + nice + system + irq + softirq + steal) / CLOCK_TICKS_PER_SEC;
}

/**
 * Where the machine's CPU went while `work` ran: the server's process tree, PostgreSQL's processes,
 * and the rest (the load generator, the kernel), in cores used on average.
 * @template T
 * @param {number} serverPid
 * @param {() => Promise<T>} work
 * @returns {Promise<{ result: T, seconds: number, serverCores: number, serverCpuSeconds: number, postgresCores: number, otherCores: number }>}
 */
export async function cpuDuring(serverPid, work) {
  const servers = processTree(serverPid);
  const postgres = processesNamed('postgres');
  const sum = (/** @type {number[]} */ pids) => pids.reduce((total, pid) => total + cpuSecondsOf(pid), 0);
  const before = { server: sum(servers), postgres: sum(postgres), machine: machineBusySeconds() };
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  const serverCpuSeconds = sum(servers) - before.server;
  const postgresCpuSeconds = sum(postgres) - before.postgres;
  const machine = machineBusySeconds() - before.machine;
  return {
    result,
    seconds,
    serverCpuSeconds,
    serverCores: serverCpuSeconds / seconds,
    postgresCores: postgresCpuSeconds / seconds,
    otherCores: (machine - serverCpuSeconds - postgresCpuSeconds) / seconds,
  };
}

function readdirSafe(/** @type {string} */ path) {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

function readFileSafe(/** @type {string} */ path) {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}
