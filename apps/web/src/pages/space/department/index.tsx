import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';

/** The tree view (antd Tree and the dialogs' hints) loads beside the page's strings, not in its first load. */
const DepartmentsView = lazyPart(() => import('./departments-view'));

/**
 * /space/department (issue 13 #7): the branch's departments as a tree (name, leader, phone,
 * order, status, contacts), searched by name; add at the top or below a department, edit, move
 * and delete (department:edit). The server enforces every rule (no cycle, five levels, no delete
 * with children); this only hides and explains.
 */
export default function SpaceDepartmentPage() {
  DepartmentsView.preload();
  return usePageStrings('site') ? (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
      <DepartmentsView />
    </Suspense>
  ) : (
    <Skeleton active paragraph={{ rows: 6 }} />
  );
}
