import { useEffect, useState } from 'react';

/**
 * How many of a list's `total` items to render: `first` in the render that brings them, then `step`
 * more in each task after. A phone draws the cards it shows sooner, and no task holds its main
 * thread for long: a slow phone renders a card in a few milliseconds, so the fourteen cards after
 * the first screen of a page, rendered at once, blocked input for a quarter of a second.
 */
export function useRenderedCount(total: number, first: number, step: number): number {
  const [rendered, setRendered] = useState(Math.min(total, first));
  useEffect(() => {
    if (rendered >= total) return;
    const timer = setTimeout(() => setRendered((count) => Math.min(total, count + step)), 0);
    return () => clearTimeout(timer);
  }, [rendered, total, step]);
  return Math.min(rendered, total);
}
