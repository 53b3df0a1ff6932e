import { DeskProviders } from '@mall/client/desk/desk-providers';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      retry: (failures, error) => failures < 1 && !('code' in error && (error.code === 401 || error.code === 403)),
    },
  },
});

export function Providers({ children }: { children: ReactNode }) {
  return <DeskProviders queryClient={queryClient}>{children}</DeskProviders>;
}
