import { Worker } from 'node:worker_threads';
import type { Descriptions, ProductRecord } from '../catalog/catalog-memory.js';
import { Segment, type SegmentArrays } from './postings.js';
import type { CategoryName, DocumentFields } from './product-document.js';

/**
 * Indexing the whole catalogue in threads (docs/decisions/046-index-build-in-threads.md): each
 * thread writes the documents of one range of slots into a segment of its own, while this thread
 * reads the descriptions and hands the documents over a batch at a time. The ranges follow each
 * other, so the segments together are what one builder would have written, split by slot.
 */

/** The documents of one batch, as sent to a thread: eight texts a document (see `TEXTS_PER_DOCUMENT`). */
export interface DocumentBatch {
  slots: Int32Array;
  categoryIds: Int32Array;
  /** Code, shop code, name, brand (English, Chinese), description (English, Chinese), for each slot. */
  texts: string[];
}

export const TEXTS_PER_DOCUMENT = 8;

/** A product as indexed: its document's fields, and its id for its descriptions. */
export type IndexedRecord = DocumentFields & Pick<ProductRecord, 'id'>;

export interface IndexThreadData {
  categories: Array<[id: number, en: string, zh: string, parentId: number | null]>;
}

/** A thread's answer: a batch written, or its segment and the English words of its documents. */
export type ThreadAnswer = { written: number } | { arrays: SegmentArrays; words: string[] };

/** Batches a thread may hold unwritten: one being written and the next, so it never waits for this thread. */
const BATCHES_AHEAD = 2;

/**
 * The thread's script: the bundle's beside the server's (build.mjs), or, run from source (tests,
 * `npm run dev`), the source through tsx, whose hooks a thread must register itself before it
 * imports TypeScript: `--import tsx` in a thread's arguments does not reach its first module.
 * tsx is found from the working directory, which is in the repository when run from source.
 */
function threadOf(data: IndexThreadData): Worker {
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./index-thread.js', import.meta.url), { workerData: data });
  const script = new URL('./index-thread.ts', import.meta.url).href;
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(script)}); });`,
    { eval: true, workerData: data },
  );
}

class IndexThread {
  private readonly worker: Worker;
  private unwritten = 0;
  private roomMade: (() => void) | null = null;
  readonly built: Promise<{ segment: Segment; words: string[] }>;

  constructor(data: IndexThreadData) {
    this.worker = threadOf(data);
    this.built = new Promise((resolve, reject) => {
      this.worker.on('message', (answer: ThreadAnswer) => {
        if ('written' in answer) {
          this.unwritten--;
          this.roomMade?.();
          this.roomMade = null;
        } else resolve({ segment: new Segment(...answer.arrays), words: answer.words });
      });
      this.worker.once('error', reject);
      this.worker.once('exit', (code) => reject(new Error(`an index thread stopped (exit code ${code})`)));
    });
    // Awaited once the range is handed over; a failure before that is thrown by `send`.
    this.built.catch(() => undefined);
  }

  /** Hands a batch over once the thread has room for it. */
  async send(batch: DocumentBatch): Promise<void> {
    while (this.unwritten >= BATCHES_AHEAD) {
      await Promise.race([new Promise<void>((resolve) => (this.roomMade = resolve)), this.built]);
    }
    this.unwritten++;
    this.worker.postMessage(batch);
  }

  /** The segment of every batch sent. */
  finish(): Promise<{ segment: Segment; words: string[] }> {
    this.worker.postMessage(null);
    return this.built;
  }

  stop(): Promise<number> {
    return this.worker.terminate();
  }
}

function batchOf(
  records: readonly IndexedRecord[],
  from: number,
  to: number,
  descriptions: Descriptions,
): DocumentBatch {
  const slots = new Int32Array(to - from);
  const categoryIds = new Int32Array(to - from);
  const texts: string[] = [];
  for (let slot = from; slot < to; slot++) {
    const record = records[slot] as IndexedRecord;
    const description = descriptions.get(record.id);
    slots[slot - from] = slot;
    categoryIds[slot - from] = record.categoryId;
    texts.push(
      record.code,
      record.shopCode,
      record.nameEn,
      record.nameZh,
      record.brandEn,
      record.brandZh,
      description?.en ?? '',
      description?.zh ?? '',
    );
  }
  return { slots, categoryIds, texts };
}

/**
 * Indexes `records` at slots 0 to n - 1 in `threads` threads, `batch` documents at a time, reading
 * the descriptions of a thread's next batch while its current one is handed over. Answers the
 * segments in slot order and the documents' English words.
 */
export async function buildInThreads(
  records: readonly IndexedRecord[],
  names: ReadonlyMap<number, CategoryName>,
  descriptionsOf: (records: readonly IndexedRecord[]) => Promise<Descriptions>,
  options: { threads: number; batch: number },
): Promise<{ segments: Segment[]; words: Set<string> }> {
  const data: IndexThreadData = {
    categories: Array.from(names, ([id, name]) => [id, name.en, name.zh, name.parentId]),
  };
  const ranges = Array.from({ length: options.threads }, (_, i): [from: number, to: number] => [
    Math.floor((records.length * i) / options.threads),
    Math.floor((records.length * (i + 1)) / options.threads),
  ]);
  const threads = ranges.map(() => new IndexThread(data));
  try {
    const built = await Promise.all(
      ranges.map(async ([from, to], i) => {
        const thread = threads[i] as IndexThread;
        const read = (start: number) => descriptionsOf(records.slice(start, Math.min(start + options.batch, to)));
        let reading = read(from);
        for (let start = from; start < to; start += options.batch) {
          const descriptions = await reading;
          const end = Math.min(start + options.batch, to);
          if (end < to) reading = read(end);
          await thread.send(batchOf(records, start, end, descriptions));
        }
        return thread.finish();
      }),
    );
    const words = new Set<string>();
    for (const part of built) for (const word of part.words) words.add(word);
    return { segments: built.map((part) => part.segment), words };
  } finally {
    await Promise.all(threads.map((thread) => thread.stop()));
  }
}
