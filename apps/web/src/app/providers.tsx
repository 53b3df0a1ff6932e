import { useTranslation } from '@mall/client/lib/use-translation';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider, setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import { type ReactNode, useEffect } from 'react';

export const QUERY_DEFAULTS = {
  staleTime: 30_000,
  retry: 1,
  // Buyers switch apps often; a focus should not reload the catalogue under their thumb.
  refetchOnWindowFocus: false,
  // Offline, the service worker still answers what it saved: reads are tried, not paused; what
  // failed is read again when the network is back (which 'always' would otherwise turn off).
  networkMode: 'always',
  refetchOnReconnect: true,
} as const;

export const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });

/** antd-mobile's own texts (masks, pickers, empty states) follow the interface language. */
function ComponentLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  const locale = current.language === 'zh-Hans' ? zhCN : enUS;
  // Toast and Modal.alert render outside this tree and read the default configuration.
  useEffect(() => setDefaultConfig({ locale }), [locale]);
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ComponentLocale>{children}</ComponentLocale>
    </QueryClientProvider>
  );
}
