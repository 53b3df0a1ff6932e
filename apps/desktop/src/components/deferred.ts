import { useState } from 'react';

/** Starts loading a deferred part ahead of its use; a failure shows when the part is rendered. */
export function preload(load: () => Promise<unknown>): void {
  load().catch(() => undefined);
}

/**
 * A stand-in for a heavy control, drawn alike, whose code starts loading when the buyer points at
 * or focuses it. Pressed, it gives way to the control, which takes the focus and opens: the swap
 * waits for the press to end, so no half of a click lands on the other element.
 */
export function useDeferredControl(load: () => Promise<unknown>) {
  const [pressed, setPressed] = useState(false);
  return {
    pressed,
    standIn: {
      onPointerEnter: () => preload(load),
      onFocus: () => preload(load),
      onClick: () => {
        preload(load);
        setPressed(true);
      },
    },
  };
}
