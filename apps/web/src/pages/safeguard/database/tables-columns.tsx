import type { TableRow } from '@bo/contract';
import { TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { figureColumn, timeColumn } from '../../../components/list-page/standard-columns';
import { formatBytes, formatCount } from '../../../components/number-format';

export type TableSums = { sizeBytes: number; rows: number };

/** A table never vacuumed or analysed: a dash in the code font of the times. */
const CODE_DASH = <span className="bo-code">—</span>;

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
  figureColumn('rows', 'safeguard.tables.rows', 110, (r) => formatCount(r.rows), {
    sort: 'rows',
    sum: (s) => formatCount(s.rows),
  }),
  figureColumn('dead', 'safeguard.tables.dead', 100, (r) => formatCount(r.deadRows)),
  figureColumn('size', 'safeguard.tables.size', 110, (r) => formatBytes(r.sizeBytes), {
    sort: 'size',
    sum: (s) => formatBytes(s.sizeBytes),
  }),
  figureColumn('tableSize', 'safeguard.tables.tableSize', 110, (r) => formatBytes(r.tableBytes)),
  figureColumn('indexSize', 'safeguard.tables.indexSize', 110, (r) => formatBytes(r.indexBytes), { sort: 'indexSize' }),
  figureColumn('indexes', 'safeguard.tables.indexes', 80, (r) => formatCount(r.indexes)),
  timeColumn('vacuumed', 'safeguard.tables.vacuumed', 150, (r) => r.vacuumedAt, { sort: 'vacuumed', empty: CODE_DASH }),
  timeColumn('analysed', 'safeguard.tables.analysed', 150, (r) => r.analysedAt, { sort: 'analysed', empty: CODE_DASH }),
];
