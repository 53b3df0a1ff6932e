import { ArrowDownOutlined, ArrowLeftOutlined, ArrowRightOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from '@mall/client/lib/use-translation';
import { Button } from 'antd';

/** Rows move up and down; pictures, shown side by side, move earlier and later. */
const ARROWS = {
  vertical: [
    { step: -1, icon: <ArrowUpOutlined />, label: 'consoleCatalogue.form.moveUp' },
    { step: 1, icon: <ArrowDownOutlined />, label: 'consoleCatalogue.form.moveDown' },
  ],
  horizontal: [
    { step: -1, icon: <ArrowLeftOutlined />, label: 'consoleCatalogue.products.pictures.earlier' },
    { step: 1, icon: <ArrowRightOutlined />, label: 'consoleCatalogue.products.pictures.later' },
  ],
} as const;

/** `items` with the one at `index` moved one place toward `step` (-1 earlier, +1 later). */
function moved<T>(items: readonly T[], index: number, step: -1 | 1): T[] {
  const next = [...items];
  const target = index + step;
  if (target < 0 || target >= next.length) return next;
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}

/**
 * The two buttons that move the item at `index` one place in an ordered list; `onMove` gets the
 * whole new order. Neither moves past an end, nor while the last move is being saved (`busy`).
 */
export function MoveButtons<T>({
  items,
  index,
  busy,
  onMove,
  axis = 'vertical',
}: {
  items: readonly T[];
  index: number;
  busy: boolean;
  onMove: (items: T[]) => void;
  axis?: keyof typeof ARROWS;
}) {
  const { t } = useTranslation();
  return (
    <>
      {ARROWS[axis].map(({ step, icon, label }) => (
        <Button
          key={step}
          size="small"
          type="text"
          icon={icon}
          aria-label={t(label)}
          disabled={index === (step < 0 ? 0 : items.length - 1) || busy}
          onClick={() => onMove(moved(items, index, step))}
        />
      ))}
    </>
  );
}
