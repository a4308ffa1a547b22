import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { TablePrefs } from '@bo/contract';
import { resetTablePrefs, saveTablePrefs } from '../../api/table-prefs';
import { useUserStore } from '../../stores/user';
import { isViewing } from '../../stores/viewing';
import { useSubmit } from '../submit/use-submit';
import { layoutOf, prefsOf, type ColumnLayout } from './column-prefs';
import { tablePrefsQuery } from './table-prefs-query';

export type Density = NonNullable<TablePrefs['density']>;

/**
 * The column layout and density of one table, saved on the server per user (so they follow the
 * user to another browser). A change shows at once; if the save fails, the HTTP client has said
 * why and the saved choice is read again.
 */
export function useTablePrefs(table: string, keys: readonly string[], keyColumn?: string) {
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const options = tablePrefsQuery(user, table);
  const query = useQuery(options);
  const saved = query.data;
  const keysText = keys.join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps -- keysText stands for keys: a new array with the same columns must not recompute the layout
  const layout = useMemo(() => layoutOf(keys, saved, keyColumn), [keysText, saved, keyColumn]);
  const density: Density = saved?.density ?? 'middle';

  const { run } = useSubmit({ show: 'by-call' });
  /** Shown at once; a failed save reads the saved choice again. */
  const write = async (shown: TablePrefs | null, send: () => Promise<unknown>) => {
    client.setQueryData(options.queryKey, shown);
    // A read-only view of a branch (issue 41) may not save the branch administrator's choice: it is
    // kept in this tab only, rather than refused by the server with an error at every column move.
    if (isViewing()) return;
    if (!(await run(send))) void client.invalidateQueries({ queryKey: options.queryKey });
  };
  const save = (prefs: TablePrefs) => void write(prefs, () => saveTablePrefs(table, prefs));

  return {
    /** Settled (answered or failed): draw with the saved choice, or the page's default on failure. */
    ready: !query.isPending,
    layout,
    density,
    /** Whether the user has a choice of their own (the reset button shows then). */
    customised: Boolean(saved),
    setLayout: (next: ColumnLayout[]) => save(prefsOf(next, saved?.density)),
    setDensity: (d: Density) => save(prefsOf(layout, d)),
    reset: () => void write(null, () => resetTablePrefs(table)),
  };
}
