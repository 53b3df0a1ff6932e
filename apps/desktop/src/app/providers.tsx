import { DeskBaseProviders } from '@mall/client/desk/desk-base-providers';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // A business answer (not found, not in this market) is final; a dropped connection is tried once more.
      retry: (failures, error) => failures < 1 && !('kind' in error && error.kind === 'result'),
      refetchOnWindowFocus: false,
    },
  },
});

/** antd's App comes with the pages that use its hooks (ant-app.tsx): the shop's pages load without it. */
export function Providers({ children }: { children: ReactNode }) {
  return <DeskBaseProviders queryClient={queryClient}>{children}</DeskBaseProviders>;
}
