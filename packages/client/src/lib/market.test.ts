import { STORAGE_KEYS } from '@mall/contract';
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getMarket, setMarket, useMarket } from './market';

beforeEach(() => localStorage.clear());

describe('market', () => {
  it('defaults to the international market', () => {
    expect(getMarket()).toBe('en');
  });

  it('stores shopCurrency and tells the components that read it', () => {
    const { result } = renderHook(() => useMarket());
    act(() => setMarket('cn'));
    expect(localStorage.getItem(STORAGE_KEYS.shopCurrency)).toBe('cn');
    expect(result.current).toBe('cn');
  });
});
