import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';

/** The tree table, its toolbar and actions (antd's Table, Input, Dropdown): loaded with the page's data, not in its first load. */
const MenuView = lazyPart(() => import('./menu-view'));

/**
 * /menu/menu, the menu catalogue (spec §7 Select_Ds_Menu): one catalogue of directories, pages
 * and buttons for every branch, as a tree. The platform owner's branch adds, edits, moves,
 * hides, disables and deletes rows; every other branch reads it.
 */
export default function MenuMenuPage() {
  const ready = usePageStrings('menus');
  const skeleton = <Skeleton active paragraph={{ rows: 8 }} />;
  return ready ? (
    <Suspense fallback={skeleton}>
      <MenuView />
    </Suspense>
  ) : (
    skeleton
  );
}
