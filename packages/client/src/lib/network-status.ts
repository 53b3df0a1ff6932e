import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import type { ApiPath } from './api-path';

const PING_PATH: ApiPath<'ping'> = '/api/ping';
/**
 * How often a failed network is tried again while the browser claims to be online: often enough
 * that a page waits little after the connection is back (the browser's event can come before it).
 */
const PROBE_INTERVAL_MS = 5_000;

/**
 * Whether the site can be reached: the browser's own flag, and the last call's fate, as a phone on
 * a dead Wi-Fi still reports itself online. A call that failed for the network marks the site
 * unreachable until a later call gets any answer, the browser reports a new connection, or a probe
 * of the cheapest route succeeds.
 */
let failed = false;
let probe: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function browserOnline(): boolean {
  return typeof navigator === 'undefined' || navigator.onLine;
}

export function isOnline(): boolean {
  return browserOnline() && !failed;
}

function emit(): void {
  for (const listener of listeners) listener();
}

function setFailed(next: boolean): void {
  clearTimeout(probe);
  probe = undefined;
  if (next && browserOnline()) probe = setTimeout(() => void probeNetwork(), PROBE_INTERVAL_MS);
  if (failed === next) return;
  failed = next;
  emit();
}

/**
 * The browser reports a connection lost or found: the calls' verdict starts afresh, and listeners
 * hear of it even when that verdict stays, as `isOnline` reads the browser's flag too.
 */
function onBrowserChange(): void {
  setFailed(false);
  emit();
}

async function probeNetwork(): Promise<void> {
  try {
    await fetch(PING_PATH, { cache: 'no-store', credentials: 'omit' });
    setFailed(false);
  } catch {
    setFailed(true);
  }
}

/** A call got no answer at all (no connection, DNS, reset): not an error answer or a time-out. */
export function reportNetworkFailure(): void {
  setFailed(true);
}

/** A call got an answer, whatever it said. */
export function reportNetworkAnswer(): void {
  setFailed(false);
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) {
    window.addEventListener('online', onBrowserChange);
    window.addEventListener('offline', onBrowserChange);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', onBrowserChange);
    window.removeEventListener('offline', onBrowserChange);
  };
}

/** True while the site can be reached; re-renders when that changes. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true);
}

/**
 * React Query's idea of the network follows this one, so that queries that failed are read again
 * whenever the site can be reached again, however that was noticed (the browser, a call, a probe).
 */
export function followNetworkStatusInQueries(): void {
  onlineManager.setEventListener((setOnline) => {
    setOnline(isOnline());
    return subscribe(() => setOnline(isOnline()));
  });
}
