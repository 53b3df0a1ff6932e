import { QueryClient } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import { theme } from 'antd';
import { createElement, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeskBaseProviders } from './desk-base-providers';

/** The system's motion setting as a page sees it, changed by the test while the page is open. */
function systemMotion(reduced: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return reduced;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => {
    expect(query).toBe('(prefers-reduced-motion: reduce)');
    return media as unknown as MediaQueryList;
  });
  return (next: boolean) => {
    reduced = next;
    for (const listener of listeners) listener();
  };
}

const wrapper = ({ children }: { children: ReactNode }) =>
  createElement(DeskBaseProviders, { queryClient: new QueryClient(), children });

afterEach(() => vi.restoreAllMocks());

describe("the desk's antd", () => {
  it('animates its dialogs and drawers by default, and stops once the system asks for less motion', () => {
    const change = systemMotion(false);
    const { result } = renderHook(() => theme.useToken().token.motion, { wrapper });
    expect(result.current).toBe(true);
    act(() => change(true));
    expect(result.current).toBe(false);
  });

  it('opens them without motion for a reader whose system asks for less from the start', () => {
    systemMotion(true);
    const { result } = renderHook(() => theme.useToken().token.motion, { wrapper });
    expect(result.current).toBe(false);
  });
});
