import { ASYNC_PAGE_LOAD_TIMEOUT_MS } from '@mall/contract';
import { type ComponentType, lazy } from 'react';
import type { PageProps } from '../lib/page-props';

export type PageModule = { default: ComponentType<PageProps> };

/** A lazily loaded page that fails (to the route's error view) when its code takes over 60 s to arrive. */
export function lazyPage(load: () => Promise<PageModule>) {
  return lazy(
    () =>
      new Promise<PageModule>((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`Page load timed out after ${ASYNC_PAGE_LOAD_TIMEOUT_MS} ms`)),
          ASYNC_PAGE_LOAD_TIMEOUT_MS,
        );
        load()
          .then(resolve, reject)
          .finally(() => clearTimeout(timer));
      }),
  );
}
