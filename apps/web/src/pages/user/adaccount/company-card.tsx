import { Suspense, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isSessionEnded } from '../../../api/http';
import { useAllow } from '../../../components/allow';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { CompanyFacts } from './company-facts';
import { staffQueries } from './staff-queries';
import { STAFF_ROUTE } from './staff-rules';

/** The edit form (antd Modal, Form, the upload part) loads when it is first opened or its button hovered. */
const CompanyDialog = lazyPart(() => import('./company-dialog'));

/**
 * The branch's company data (spec §7 get_xt_company): logo, display name, full name, branch code,
 * time zone and the subscription, read-only, its expiry red within a month as in the header.
 * Plain markup in the theme's colours (no antd Card or Descriptions in the page's first load).
 */
export function CompanyCard() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const canEdit = useAllow(STAFF_ROUTE, 'company:edit');
  const company = useQuery(staffQueries.company(user));
  const [editing, setEditing] = useState(false);
  const c = company.data;

  return (
    <section
      className="staff-company"
      aria-label={t('staff.company.title')}
      data-testid="company-card"
      aria-busy={company.isFetching || undefined}
    >
      <div className="staff-company-head">
        <h2 className="staff-company-title">{t('staff.company.title')}</h2>
        {canEdit && c && (
          <Button
            size="small"
            onClick={() => setEditing(true)}
            onPointerEnter={CompanyDialog.preload}
            onFocus={CompanyDialog.preload}
            data-testid="company-edit"
          >
            {t('staff.company.edit')}
          </Button>
        )}
      </div>
      {!c && company.isError && !isSessionEnded(company.error) ? (
        <p className="staff-company-error" role="alert">
          {t('staff.company.loadFailed', { msg: company.error.message })}{' '}
          <Button size="small" onClick={() => void company.refetch()}>
            {t('common.retry')}
          </Button>
        </p>
      ) : !c ? (
        <Skeleton active avatar title={false} paragraph={{ rows: 2 }} />
      ) : (
        <CompanyFacts company={c} />
      )}
      {editing && c && (
        <Suspense fallback={null}>
          <CompanyDialog company={c} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </section>
  );
}
