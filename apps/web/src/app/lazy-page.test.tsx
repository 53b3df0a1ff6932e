import { ASYNC_PAGE_LOAD_DELAY_MS, ASYNC_PAGE_LOAD_TIMEOUT_MS } from '@mall/contract';
import { act, render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedFallback } from '../components/delayed-fallback';
import { lazyPage } from './lazy-page';

class Catch extends Component<{ children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

function mount(Page: ReturnType<typeof lazyPage>) {
  return render(
    <Catch>
      <Suspense
        fallback={
          <DelayedFallback>
            <p>loading</p>
          </DelayedFallback>
        }
      >
        <Page query={{ id: '7' }} />
      </Suspense>
    </Catch>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('lazy pages', () => {
  it('shows the loading state only after the 200 ms delay, then the page with its query', async () => {
    let resolve: (module: { default: (props: { query: Record<string, string> }) => ReactNode }) => void = () => {};
    const Page = lazyPage(() => new Promise((r) => (resolve = r)));
    mount(Page);
    await act(() => vi.advanceTimersByTimeAsync(ASYNC_PAGE_LOAD_DELAY_MS - 1));
    expect(screen.queryByText('loading')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => resolve({ default: ({ query }) => <p>page {query.id}</p> }));
    expect(screen.getByText('page 7')).toBeTruthy();
  });

  it('fails when the page code takes longer than 60 s', async () => {
    const Page = lazyPage(() => new Promise(() => {}));
    mount(Page);
    await act(() => vi.advanceTimersByTimeAsync(ASYNC_PAGE_LOAD_TIMEOUT_MS));
    expect(screen.getByText(/failed: Page load timed out/)).toBeTruthy();
  });
});
