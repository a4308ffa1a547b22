import type { TableRow } from '@bo/contract';
import { TextCell, TimeCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { formatBytes, formatCount } from '../../../components/number-format';

export type TableSums = { sizeBytes: number; rows: number };

/** The database's tables: rows, dead rows, sizes, indexes, last vacuum and analyse. */
export const TABLES_COLUMNS: ColumnSpec<TableRow, object, TableSums>[] = [
  {
    key: 'name',
    title: 'safeguard.tables.name',
    width: 180,
    sort: 'name',
    render: (r) => <TextCell text={r.name} code userContent={false} />,
    summary: (_s, { t }) => t('safeguard.total'),
  },
  {
    key: 'rows',
    title: 'safeguard.tables.rows',
    width: 110,
    align: 'right',
    sort: 'rows',
    render: (r) => formatCount(r.rows),
    summary: (s) => formatCount(s.rows),
  },
  { key: 'dead', title: 'safeguard.tables.dead', width: 100, align: 'right', render: (r) => formatCount(r.deadRows) },
  {
    key: 'size',
    title: 'safeguard.tables.size',
    width: 110,
    align: 'right',
    sort: 'size',
    render: (r) => formatBytes(r.sizeBytes),
    summary: (s) => formatBytes(s.sizeBytes),
  },
  {
    key: 'tableSize',
    title: 'safeguard.tables.tableSize',
    width: 110,
    align: 'right',
    render: (r) => formatBytes(r.tableBytes),
  },
  {
    key: 'indexSize',
    title: 'safeguard.tables.indexSize',
    width: 110,
    align: 'right',
    sort: 'indexSize',
    render: (r) => formatBytes(r.indexBytes),
  },
  {
    key: 'indexes',
    title: 'safeguard.tables.indexes',
    width: 80,
    align: 'right',
    render: (r) => formatCount(r.indexes),
  },
  {
    key: 'vacuumed',
    title: 'safeguard.tables.vacuumed',
    width: 150,
    sort: 'vacuumed',
    render: (r) => <TimeCell at={r.vacuumedAt} empty={<span className="bo-code">—</span>} />,
  },
  {
    key: 'analysed',
    title: 'safeguard.tables.analysed',
    width: 150,
    sort: 'analysed',
    render: (r) => <TimeCell at={r.analysedAt} empty={<span className="bo-code">—</span>} />,
  },
];
