import { cloneElement, type CSSProperties, type ReactElement } from 'react';
import type { TabsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  closestCenter,
  DndContext,
  MouseSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { horizontalListSortingStrategy, SortableContext, useSortable, type SortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { pickLang } from '../locales/pick-lang';
import type { WorkTab } from '../stores/tab-rules';

type RenderTabBar = NonNullable<TabsProps['renderTabBar']>;

interface Props {
  bar: Parameters<RenderTabBar>[0];
  DefaultTabBar: Parameters<RenderTabBar>[1];
  /** The opened tabs (home is not among them and stays where it is). */
  tabs: WorkTab[];
  /** A tab dropped on the place of the opened tab at index `to` (the store keeps it in its group). */
  onMove: (path: string, to: number) => void;
}

/**
 * antd's tab bar whose opened tabs a mouse drags along the strip (after 4 px, so a click is still
 * a click). Only a mouse: a finger keeps swiping the strip as before, and the keyboard moves a tab
 * with the tab menus' "move left / move right". While a tab is dragged only its own group (pinned
 * or not) makes way for it, as the drop keeps it there.
 */
export default function SortableTabBar({ bar, DefaultTabBar, tabs, onMove }: Props) {
  const { t, i18n } = useTranslation();
  const sensors = useSensors(useSensor(MouseSensor, { activationConstraint: { distance: 4 } }));
  const ids = tabs.map((tab) => tab.path);
  const pins = tabs.filter((tab) => tab.pinned).length;
  const nameOf = (id: UniqueIdentifier | undefined) => {
    const tab = tabs.find((x) => x.path === id);
    return tab ? pickLang(i18n.language, tab.title, tab.title_en) : '';
  };
  const inPinned = (id: UniqueIdentifier) => ids.indexOf(String(id)) < pins;
  /** The tab whose place a drop over `over` takes: the nearest of the dragged tab's group. */
  const placeOf = (active: UniqueIdentifier, over: UniqueIdentifier) =>
    inPinned(active) === inPinned(over) ? over : inPinned(active) ? ids[pins - 1] : ids[pins];
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('tabs.dragStart', { tab: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('tabs.dragOver', { tab: nameOf(active.id), over: nameOf(placeOf(active.id, over.id)) }) : undefined,
    onDragEnd: ({ active }) => t('tabs.dragEnd', { tab: nameOf(active.id) }),
    onDragCancel: ({ active }) => t('tabs.dragCancel', { tab: nameOf(active.id) }),
  };
  const withinGroup: SortingStrategy = (args) =>
    args.index < pins === args.activeIndex < pins ? horizontalListSortingStrategy(args) : null;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(String(active.id), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('tabs.dragHelp') } }}
    >
      <SortableContext items={ids} strategy={withinGroup}>
        <DefaultTabBar {...bar}>
          {(node) => (ids.includes(String(node.key)) ? <SortableTab node={node} /> : node)}
        </DefaultTabBar>
      </SortableContext>
    </DndContext>
  );
}

/** One opened tab, dragged by its whole face; it keeps antd's role and keyboard behaviour. */
function SortableTab({ node }: { node: ReactElement }) {
  const tab = node as ReactElement<Record<string, unknown> & { style?: CSSProperties }>;
  const { setNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: String(node.key) });
  const style: CSSProperties = {
    ...tab.props.style,
    transform: CSS.Translate.toString(transform && { ...transform, y: 0 }),
    transition,
    ...(isDragging && { zIndex: 1 }),
  };
  return cloneElement(tab, { ref: setNodeRef, style, 'data-draggable': '', ...listeners });
}
