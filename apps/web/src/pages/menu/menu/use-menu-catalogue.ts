import { useMemo, useState, type Key } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuRow } from '@bo/contract';
import { moveMenu } from '../../../api/menus';
import { useUserStore } from '../../../stores/user';
import { stepMove, toNodes } from './catalogue-tree';
import { afterChange, catalogueQuery } from './menu-queries';

/**
 * The menu page's catalogue: the whole tree (for the rules of each move), the rows the search
 * shows, which rows are open, and a step of a row up or down among its siblings.
 */
export function useMenuCatalogue() {
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [expanded, setExpanded] = useState<readonly Key[]>([]);

  const full = useQuery(catalogueQuery(user, ''));
  // A search waits for the whole tree: two calls to one address at once cancel each other (spec §7),
  // so a search typed while the page loads would otherwise make the whole tree look failed.
  const shown = useQuery({
    ...catalogueQuery(user, q),
    placeholderData: keepPreviousData,
    enabled: !q || !full.isFetching,
  });
  const all = useMemo(() => full.data?.list ?? [], [full.data]);
  const list = useMemo(() => shown.data?.list ?? [], [shown.data]);
  const nodes = useMemo(() => toNodes(list), [list]);

  // A search shows every row it found, with its parents open, once its answer is in: whichever
  // call brings it (a retry of the whole catalogue cancels the search's first call, and the query
  // asks again).
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (q && shown.data && !shown.isPlaceholderData && openedFor !== q) {
    setOpenedFor(q);
    setExpanded(shown.data.list.map((r) => r.id));
  }
  const search = (value: string) => {
    setQ(value.trim());
    setOpenedFor(null);
  };
  /** Typing keeps the search shown until the box is emptied, which shows the whole tree again. */
  const type = (value: string) => {
    setText(value);
    if (!value) setQ('');
  };
  const step = async (row: MenuRow, by: -1 | 1) => {
    const to = stepMove(all, row, by);
    if (!to) return;
    await moveMenu({ id: row.id, stamp: row.stamp, ...to }).catch(() => undefined);
    await afterChange(client);
  };
  const expandAll = () => setExpanded(list.filter((r) => list.some((c) => c.parentId === r.id)).map((r) => r.id));

  return {
    full,
    shown,
    all,
    nodes,
    text,
    q,
    expanded,
    setExpanded,
    search,
    type,
    step,
    expandAll,
    reload: () => void afterChange(client),
  };
}

export type MenuCatalogue = ReturnType<typeof useMenuCatalogue>;
