import { DEFAULT_MARKET, MARKETS, type Market, STORAGE_KEYS } from '@mall/contract';
import { useSyncExternalStore } from 'react';

const listeners = new Set<() => void>();

function isMarket(value: string | null): value is Market {
  return (MARKETS as readonly (string | null)[]).includes(value);
}

/** The stored `shopCurrency` segment (`en` international, `cn` China); `en` when unset or unknown. */
export function getMarket(): Market {
  const stored = localStorage.getItem(STORAGE_KEYS.shopCurrency);
  return isMarket(stored) ? stored : DEFAULT_MARKET;
}

export function setMarket(market: Market): void {
  localStorage.setItem(STORAGE_KEYS.shopCurrency, market);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useMarket(): Market {
  return useSyncExternalStore(subscribe, getMarket);
}
