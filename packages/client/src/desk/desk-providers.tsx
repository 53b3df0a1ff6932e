import type { QueryClient } from '@tanstack/react-query';
import { App as AntApp } from 'antd';
import type { ReactNode } from 'react';
import { DeskBaseProviders } from './desk-base-providers';

/** The desktop site's and the console's providers: queries, texts, antd in the reader's language, antd's App. */
export function DeskProviders({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <DeskBaseProviders queryClient={queryClient}>
      <AntApp>{children}</AntApp>
    </DeskBaseProviders>
  );
}
