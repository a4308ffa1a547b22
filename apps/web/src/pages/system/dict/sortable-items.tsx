import type { ReactNode } from 'react';
import type { ValueItem } from '@bo/contract';
import { SortableList } from '../../../components/sortable-list';

/** The items dragged into order (dnd-kit, in a part of its own: loaded after the list is drawn). */
export default function SortableItems({
  items,
  onMove,
  handleLabel,
  disabled,
  renderItem,
}: {
  items: ValueItem[];
  onMove: (next: ValueItem[]) => void;
  handleLabel: string;
  disabled: boolean;
  renderItem: (item: ValueItem, handle: ReactNode) => ReactNode;
}) {
  return (
    <SortableList
      items={items}
      idOf={(i) => i.id}
      onMove={onMove}
      handleLabel={handleLabel}
      disabled={disabled}
      data-testid="dict-items"
      renderItem={renderItem}
    />
  );
}
