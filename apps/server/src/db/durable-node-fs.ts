import { fsyncSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

/** The parts of Emscripten's NODEFS that flushing a file needs. */
interface EmscriptenNodeFs {
  stream_ops: { fsync?: (stream: { nfd: number }) => void };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's directory on disk, flushed when PostgreSQL asks. Emscripten's NODEFS has no fsync of its
 * own (the call returns without reaching the disk), so one is added that flushes the real file;
 * failures reach PostgreSQL as an errno, which it treats as it would on any server.
 */
export class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, options: Parameters<NodeFS['init']>[1]) {
    const flushing = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as EmscriptenNodeFs;
      nodefs.stream_ops.fsync = (stream) => nodefs.tryFSOperation(() => fsyncSync(stream.nfd));
    };
    return super.init(pg, { ...options, preRun: [...(options.preRun ?? []), flushing] });
  }
}

/**
 * PGlite's start parameters with fsync on (its defaults turn it off with `-F`), and the write-ahead
 * log flushed by fsync: Emscripten's fdatasync, PostgreSQL's default on Linux, is a no-op.
 */
export const DURABLE_START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
];
