import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render: `first` in the render that brings them, the rest in
 * a task of their own right after. A phone draws the cards it shows sooner, and the main thread is
 * never held for the whole list at once (a slow phone's first render of a page of twenty cards is a
 * task of a quarter of a second).
 */
export function useRenderedCount(total: number, first: number): number {
  const [rendered, setRendered] = useState(Math.min(total, first));
  useEffect(() => {
    if (rendered >= total) return;
    const timer = setTimeout(() => setRendered(total), 0);
    return () => clearTimeout(timer);
  }, [rendered, total]);
  return Math.min(rendered, total);
}
