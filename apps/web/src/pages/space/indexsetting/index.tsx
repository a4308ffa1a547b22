import { Suspense, useEffect } from 'react';
import { Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { HOME_ROUTE, homeQuery } from './home-query';

const LoadError = lazyPart(() => import('../../../components/load-error'));
/** The editor (dnd-kit, the section forms, the preview) loads beside the document, not in the page's first load. */
const HomeEditor = lazyPart(() => import('./home-editor'));

/**
 * /space/indexsetting (issue 13 #6): the shop's home page, one document of five sections. Each
 * section is switched on or off, ordered by dragging its handle (or by keyboard: Space, arrows,
 * Space) and set up in its own small form; a phone-width sketch beside (below under 800 px)
 * follows every change. Saved whole with the version read (saved meanwhile → the server's 409
 * and a reload offered); index:edit to change anything.
 */
export default function SpaceIndexsettingPage() {
  return usePageStrings('site') ? <HomeView /> : <Skeleton active paragraph={{ rows: 8 }} />;
}

function HomeView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const title = usePageTitle(HOME_ROUTE);
  const query = useQuery(homeQuery(user));
  useEffect(() => HomeEditor.preload(), []);
  if (query.isError) {
    return (
      <Suspense fallback={null}>
        <LoadError message={query.error.message} retryLabel={t('common.retry')} onRetry={() => void query.refetch()} />
      </Suspense>
    );
  }
  if (!query.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  // A new version (after a save, or a reload after someone else's) starts the editor afresh; the same version keeps the edits.
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
      <HomeEditor
        key={query.data.version}
        doc={query.data}
        title={title}
        user={user}
        onReload={() => void query.refetch()}
      />
    </Suspense>
  );
}
