import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAllow } from '../allow';
import { BatchBar } from '../batch/batch-bar';
import type { RowSelection } from '../data-table/data-table';
import type { ListData } from '../data-table/types';
import { exportQueryOf } from '../export/export-button';
import type { ListPageProps, Toolbar } from './list-page';

type Props<R, D> = Pick<ListPageProps<R, never, ListData<R, never>>, 'route' | 'exportCall' | 'batch' | 'selection'> & {
  toolbar?: Toolbar<D>;
  rowKey: (row: R) => string | number;
};

/**
 * A list page's batch actions (issue 37 #2): the rows picked (keys; only the page shown counts),
 * the table's checkboxes and the batch bar before the page's own toolbar. Without `batch`, or for a
 * user who can do nothing with a pick (no action, no export), the page's own selection and toolbar.
 */
export function useBatch<R, D extends ListData<R, unknown>>({
  route,
  exportCall,
  batch,
  selection,
  toolbar,
  rowKey,
}: Props<R, D>) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<(string | number)[]>([]);
  const mayExport = useAllow(route, exportCall?.mark ?? '');
  const exportKind = exportCall && mayExport ? exportCall.kind : undefined;
  if (!batch || (batch.actions.length === 0 && !exportKind)) return { selection, toolbar };
  const picking: RowSelection<R> = { keys: picked, onChange: setPicked, title: t('batch.column'), label: batch.label };
  const withBar: Toolbar<D> = (state, data) => {
    const page = data?.list ?? [];
    return (
      <>
        <BatchBar
          config={batch}
          picked={page.filter((r) => picked.includes(rowKey(r)))}
          page={page}
          rowKey={rowKey}
          onPick={setPicked}
          exportKind={exportKind}
          exportQuery={exportQueryOf(state)}
        />
        {typeof toolbar === 'function' ? toolbar(state, data) : toolbar}
      </>
    );
  };
  return { selection: picking, toolbar: withBar };
}
