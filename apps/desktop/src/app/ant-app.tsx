import type { AppProps } from 'antd';
import { type ComponentType, type ReactNode, useSyncExternalStore } from 'react';

let AntApp: ComponentType<AppProps> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads antd's App (the context of `App.useApp()`: messages, confirmations), which the pages of the
 * shop do not need; the pages that use it load it with their code (router.tsx).
 */
export function loadAntApp(): Promise<void> {
  return import('antd/es/app').then(({ default: loaded }) => {
    if (AntApp) return;
    AntApp = loaded;
    for (const listener of listeners) listener();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Around the pages, antd's App from the moment a page has loaded it, kept from then on: a message
 * shown as one page sends the buyer to the next stays on screen. Its arrival remounts the pages
 * below it, which happens while the page that asked for it is still loading.
 */
export function AntAppScope({ children }: { children: ReactNode }) {
  const App = useSyncExternalStore(subscribe, () => AntApp);
  return App ? <App component={false}>{children}</App> : children;
}
