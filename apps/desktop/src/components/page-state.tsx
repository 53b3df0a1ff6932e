import { Empty } from 'antd';
import type { ReactNode } from 'react';

export { LoadFailed } from './load-failed';

/** An empty list with the next useful action. */
export function EmptyState({ text, action }: { text: string; action?: ReactNode }) {
  return (
    <Empty className="empty-state" description={text}>
      {action}
    </Empty>
  );
}
