import { SEARCH_HISTORY_MAX, SEARCH_HISTORY_STORAGE_KEY, type SearchRecord } from '@mall/contract';
import { useSyncExternalStore } from 'react';

/** A visitor's search history, in this browser's local storage, newest first. */

const listeners = new Set<() => void>();
let cached: { raw: string | null; list: SearchRecord[] } = { raw: null, list: [] };

function read(): SearchRecord[] {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(SEARCH_HISTORY_STORAGE_KEY);
  } catch {
    return [];
  }
  if (raw === cached.raw) return cached.list;
  let list: SearchRecord[] = [];
  try {
    const parsed: unknown = raw === null ? [] : JSON.parse(raw);
    if (Array.isArray(parsed)) {
      list = parsed.filter(
        (item): item is SearchRecord => typeof item?.keyword === 'string' && typeof item?.searched_at === 'string',
      );
    }
  } catch {
    // A damaged entry is as good as none.
  }
  cached = { raw, list };
  return list;
}

function write(list: SearchRecord[]): void {
  try {
    localStorage.setItem(SEARCH_HISTORY_STORAGE_KEY, JSON.stringify(list));
  } catch {
    // Storage full or denied: the history is a convenience.
  }
  for (const listener of listeners) listener();
}

export function addLocalSearch(keyword: string): void {
  const rest = read().filter((item) => item.keyword !== keyword);
  write([{ keyword, searched_at: new Date().toISOString() }, ...rest].slice(0, SEARCH_HISTORY_MAX));
}

export function removeLocalSearch(keyword: string | undefined): void {
  write(keyword === undefined ? [] : read().filter((item) => item.keyword !== keyword));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLocalSearchHistory(): SearchRecord[] {
  return useSyncExternalStore(subscribe, read);
}
