import { ASYNC_PAGE_LOAD_DELAY_MS } from '@mall/contract';
import { type ReactNode, useEffect, useState } from 'react';

/** Shows its children only after the async-page delay, so fast page loads do not flash a skeleton. */
export function DelayedFallback({ children }: { children: ReactNode }) {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), ASYNC_PAGE_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  return visible ? children : null;
}
