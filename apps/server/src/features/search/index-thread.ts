import { parentPort, workerData } from 'node:worker_threads';
import { SegmentBuilder } from './postings.js';
import { type CategoryName, writeDocument } from './product-document.js';
import { type DocumentBatch, type IndexThreadData, TEXTS_PER_DOCUMENT, type ThreadAnswer } from './threaded-build.js';

/**
 * A thread indexing one range of the catalogue's slots into a segment of its own
 * (threaded-build.ts): it takes batches of documents in slot order, answers each once written,
 * and sends the segment when told the range is done.
 */
const port = parentPort;
if (!port) throw new Error('index-thread.ts runs as a worker thread');
const data = workerData as IndexThreadData;
const names = new Map<number, CategoryName>(
  data.categories.map(([id, en, zh, parentId]) => [id, { en, zh, parentId }]),
);
const builder = new SegmentBuilder();

port.on('message', (batch: DocumentBatch | null) => {
  if (batch === null) {
    const segment = builder.build();
    const answer: ThreadAnswer = { arrays: segment.arrays, words: Array.from(builder.words) };
    // Handed over rather than copied: the segment is most of what the thread holds.
    port.postMessage(
      answer,
      segment.arrays.map((array) => array.buffer as ArrayBuffer),
    );
    port.close();
    return;
  }
  const { slots, categoryIds, texts } = batch;
  for (let i = 0; i < slots.length; i++) {
    const at = i * TEXTS_PER_DOCUMENT;
    writeDocument(
      builder,
      slots[i] as number,
      {
        code: texts[at] as string,
        shopCode: texts[at + 1] as string,
        nameEn: texts[at + 2] as string,
        nameZh: texts[at + 3] as string,
        brandEn: texts[at + 4] as string,
        brandZh: texts[at + 5] as string,
        categoryId: categoryIds[i] as number,
      },
      names,
      { en: texts[at + 6] as string, zh: texts[at + 7] as string },
    );
  }
  port.postMessage({ written: slots.length } satisfies ThreadAnswer);
});
