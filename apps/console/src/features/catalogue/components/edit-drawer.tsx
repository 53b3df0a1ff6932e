import { Drawer } from 'antd';
import type { ReactNode } from 'react';

/**
 * The drawer a catalogue page adds or changes an item in, open while there is one to edit; its
 * form is built afresh each time it opens.
 */
export function EditDrawer<E>({
  editing,
  onClose,
  title,
  width = 720,
  testId,
  children,
}: {
  editing: E | undefined;
  onClose: () => void;
  title: string;
  width?: number;
  testId: string;
  children: (editing: E) => ReactNode;
}) {
  return (
    <Drawer
      open={editing !== undefined}
      onClose={onClose}
      width={width}
      destroyOnHidden
      title={title}
      data-testid={testId}
    >
      {editing !== undefined && children(editing)}
    </Drawer>
  );
}
