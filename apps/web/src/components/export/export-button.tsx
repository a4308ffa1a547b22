import { Suspense, useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { JobKind } from '@bo/contract';
import { lazyPart } from '../../lib/lazy-part';
import { useAllow } from '../allow';
import type { ListState } from '../data-table/list-state';

/** The dialog (antd Modal and Progress, the job's calls) loads when an export is first asked for. */
const ExportDialog = lazyPart(() => import('./export-dialog'));

/** What an export takes of the list's view: its filters, sort and order (not the page). */
export function exportQueryOf(state: ListState): Record<string, string> {
  const q: Record<string, string> = { ...state.filters };
  if (state.sort) {
    q.sort = state.sort;
    if (state.order) q.order = state.order;
  }
  return q;
}

interface Props {
  /** The page's route and the export's mark: the button shows only to a role holding it. */
  route: string;
  mark: string;
  /** The export's job kind, e.g. orderExport (the export runs as a job on the server, issue 40). */
  kind: JobKind;
  state: ListState;
}

/** The one export control of every list (the data table's export slot). */
export function ExportButton({ route, mark, kind, state }: Props) {
  const { t } = useTranslation();
  const allowed = useAllow(route, mark);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button
        icon={<DownloadOutlined />}
        onClick={() => setOpen(true)}
        onPointerEnter={ExportDialog.preload}
        onFocus={ExportDialog.preload}
        data-testid="export-button"
      >
        {t('export.button')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ExportDialog kind={kind} query={exportQueryOf(state)} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
