import { QUANTITY_MAX } from '@mall/contract';
import { useSyncExternalStore } from 'react';

/** Kept on the phone (local storage): it has to outlive a closed tab while the network is away. */
const STORAGE_KEY = 'scanQueue';

/** Why a queued code was not added; it stays queued until the buyer edits or removes it. */
export type QueueProblem = { kind: 'notFound' } | { kind: 'refused'; message: string };

/** A code scanned or typed without a network; `quantity` null stands for the product's MOQ, unknown offline. */
export interface QueuedCode {
  code: string;
  quantity: number | null;
  problem?: QueueProblem;
}

/** A queued code that reached the cart, shown until the page is left or the queue is added to again. */
export interface AddedCode {
  code: string;
  name: string;
  quantity: number;
}

export interface ScanQueueState {
  queued: QueuedCode[];
  added: AddedCode[];
  /** True while the queued codes are being looked up and added. */
  sending: boolean;
}

function isQueuedCode(value: unknown): value is QueuedCode {
  const entry = value as QueuedCode | null;
  return (
    typeof entry?.code === 'string' &&
    (entry.quantity === null || (Number.isSafeInteger(entry.quantity) && entry.quantity > 0))
  );
}

function readStored(): QueuedCode[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isQueuedCode) : [];
  } catch {
    return [];
  }
}

let state: ScanQueueState = { queued: readStored(), added: [], sending: false };
const listeners = new Set<() => void>();

function update(patch: Partial<ScanQueueState>): void {
  state = { ...state, ...patch };
  if (patch.queued) {
    try {
      localStorage.setItem(STORAGE_KEY, JSON.stringify(patch.queued));
    } catch {
      // Storage full or refused (private mode): the queue still holds for this page's life.
    }
  }
  for (const listener of listeners) listener();
}

export function scanQueue(): ScanQueueState {
  return state;
}

/** Queues a code; a code already queued keeps its line (its quantity is the buyer's to change). */
export function enqueueCode(code: string): 'queued' | 'alreadyQueued' {
  if (state.queued.some((entry) => entry.code === code)) return 'alreadyQueued';
  update({ queued: [...state.queued, { code, quantity: null }], added: [] });
  return 'queued';
}

/**
 * A typed quantity: digits only, at most the contract's maximum; empty (or zero) is the MOQ again.
 * A changed line is tried again, whatever it was refused for.
 */
export function setQueuedQuantity(code: string, typed: string): void {
  const digits = typed.replace(/\D/g, '');
  const quantity = digits === '' || Number(digits) === 0 ? null : Math.min(Number(digits), QUANTITY_MAX);
  update({ queued: state.queued.map((entry) => (entry.code === code ? { code, quantity } : entry)) });
}

export function removeQueuedCode(code: string): void {
  update({ queued: state.queued.filter((entry) => entry.code !== code) });
}

/** The lines still to be tried: not yet refused. */
export function pendingCodes(): QueuedCode[] {
  return state.queued.filter((entry) => !entry.problem);
}

/** What happened to one line: added (it leaves the queue) or refused (it stays, with the reason). */
export function settleCode(code: string, outcome: { added: AddedCode } | { problem: QueueProblem }): void {
  if ('added' in outcome) {
    update({ queued: state.queued.filter((entry) => entry.code !== code), added: [...state.added, outcome.added] });
  } else {
    update({
      queued: state.queued.map((entry) => (entry.code === code ? { ...entry, problem: outcome.problem } : entry)),
    });
  }
}

export function setSending(sending: boolean): void {
  update({ sending });
}

/** Forgets the shown results (the page was left). */
export function clearAdded(): void {
  if (state.added.length > 0) update({ added: [] });
}

/** Re-reads local storage: another tab changed it, or a test starts afresh. */
export function reloadScanQueue(): void {
  state = { ...state, queued: readStored() };
  for (const listener of listeners) listener();
}

function fromOtherTab(event: StorageEvent): void {
  if (event.key === STORAGE_KEY) reloadScanQueue();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', fromOtherTab);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', fromOtherTab);
  };
}

export function useScanQueue(): ScanQueueState {
  return useSyncExternalStore(subscribe, scanQueue);
}
