import { H5_FIRST_VIEW_CLASS } from '@mall/contract';
import { useEffect } from 'react';

/**
 * The page's first view (the home page's top, drawn by the server from the HTML alone) stays over
 * the app, letting taps through, until the app has drawn the same: home's banners, or another page
 * or an error in its place. Taking it away sooner would show the app's placeholders where the
 * banner already was.
 */
export function useEndFirstView(ended = true): void {
  useEffect(() => {
    if (ended) document.documentElement.classList.remove(H5_FIRST_VIEW_CLASS);
  }, [ended]);
}
