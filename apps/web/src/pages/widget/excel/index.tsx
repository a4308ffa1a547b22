import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { M } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { ExportCard } from './export-card';
import './excel.css';

export const EXCEL_ROUTE = '/widget/excel';

/** The import (antd Steps, Select, Table, Progress; the frame reader) loads with the page's second paint. */
const ImportCard = lazyPart(() => import('./import-card'));

/**
 * /widget/excel (issue 15 #5): import clients from an .xlsx (template, column mapping, a check
 * listing errors by row and cell, then the import with progress and cancel), and where each
 * list's own export is. Importing needs client:import; the server enforces it, this only hides.
 */
export default function WidgetExcelPage() {
  return usePageStrings('excel') ? <ExcelView /> : <Skeleton active paragraph={{ rows: 8 }} />;
}

function ExcelView() {
  const canImport = useAllow(EXCEL_ROUTE, M.clientImport);
  return (
    <div className="bo-excel" data-testid="excel-page">
      {canImport && (
        <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
          <ImportCard />
        </Suspense>
      )}
      <ExportCard />
    </div>
  );
}
