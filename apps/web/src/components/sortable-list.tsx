import type { CSSProperties, ReactNode } from 'react';
import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import './sortable-list.css';

type Id = string | number;

interface Props<T> {
  items: T[];
  idOf: (item: T) => Id;
  /** The whole list in its new order, after a drop that moved something. */
  onMove: (next: T[]) => void;
  /** One row; `handle` is the drag handle to place in it (hidden when the list is disabled). */
  renderItem: (item: T, handle: ReactNode) => ReactNode;
  /** The handle's accessible name, e.g. "Drag to reorder" in the page's language. */
  handleLabel: string;
  disabled?: boolean;
  'data-testid'?: string;
}

/**
 * The console's one way to order things by dragging (banners, home-page sections, product
 * images, …): a vertical list whose rows carry a handle. A mouse or a finger drags the handle
 * (it starts after 4 px, so a tap is still a tap); a keyboard user focuses it, presses Space,
 * moves with the arrow keys and drops with Space. The caller keeps the order and saves it.
 */
export function SortableList<T>({ items, idOf, onMove, renderItem, handleLabel, disabled, ...rest }: Props<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(active.id);
    const to = ids.indexOf(over.id);
    if (from < 0 || to < 0) return;
    onMove(arrayMove(items, from, to));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy} disabled={disabled}>
        <ul className="bo-sortable" data-testid={rest['data-testid']}>
          {items.map((item) => (
            <SortableRow key={idOf(item)} id={idOf(item)} handleLabel={handleLabel} disabled={disabled}>
              {(handle) => renderItem(item, handle)}
            </SortableRow>
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({
  id,
  handleLabel,
  disabled,
  children,
}: {
  id: Id;
  handleLabel: string;
  disabled?: boolean;
  children: (handle: ReactNode) => ReactNode;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    disabled,
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const handle = disabled ? null : (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className="bo-sortable-handle"
      aria-label={handleLabel}
      title={handleLabel}
      data-testid="sortable-handle"
      {...attributes}
      {...listeners}
    >
      <HolderOutlined />
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`bo-sortable-row${isDragging ? ' bo-sortable-dragging' : ''}`}
      data-sortable-id={id}
    >
      {children(handle)}
    </li>
  );
}
