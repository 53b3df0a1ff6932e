import type { CartLine } from '@mall/contract';
import { useCallback, useState } from 'react';

/**
 * The lines the buyer ticked, by id. `picked` is what is ticked among the lines read now (a line
 * deleted or confirmed elsewhere leaves the selection with the next read); `chosen`, those of them
 * that can still be ordered or quoted.
 */
export function useCartSelection(lines: readonly CartLine[]) {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const select = useCallback((ids: readonly number[], on: boolean) => {
    setSelected((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Set()), []);
  const picked = lines.filter((line) => selected.has(line.id));
  const chosen = picked.filter((line) => line.available);
  return { selected, picked, chosen, select, clear };
}

/** What a line is called where the product has no name in this language. */
export function cartLineName(line: CartLine): string {
  return line.name || line.code || `#${line.product_id}`;
}

/**
 * The head checkbox of some lines (a group, or the whole cart): the lines it ticks (those that can
 * still be ordered), and whether all or some of them are ticked.
 */
export function selectionOf(lines: readonly CartLine[], selected: ReadonlySet<number>) {
  const selectable = lines.filter((line) => line.available).map((line) => line.id);
  const all = selectable.length > 0 && selectable.every((id) => selected.has(id));
  const some = selectable.some((id) => selected.has(id));
  return { selectable, all, some };
}
