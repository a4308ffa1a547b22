import { useTranslation } from 'react-i18next';
import type { CompanyInfo } from '@bo/contract';
import { EllipsisText } from '../../../components/ellipsis-text';
import { SubscriptionExpiry } from '../../../components/subscription-expiry';
import logoUrl from '../../../components/logo.svg';

/** The company card's body: logo, names, branch code, subscription expiry and time zone. */
export function CompanyFacts({ company: c }: { company: CompanyInfo }) {
  const { t } = useTranslation();
  return (
    <div className="staff-company-body">
      <img
        className="staff-company-logo"
        src={c.logo || logoUrl}
        alt={t('staff.company.logo')}
        data-testid="company-logo"
      />
      <dl className="staff-company-facts">
        <div>
          <dt>{t('staff.company.name')}</dt>
          <dd>
            <EllipsisText text={c.name} data-user-content="" data-testid="company-name" />
          </dd>
        </div>
        <div>
          <dt>{t('staff.company.longname')}</dt>
          <dd>
            <EllipsisText text={c.longname} data-user-content="" data-testid="company-longname" />
          </dd>
        </div>
        <div>
          <dt>{t('staff.company.code')}</dt>
          <dd>
            <span className="bo-code">{c.gscode}</span>
          </dd>
        </div>
        <div>
          <dt>{t('staff.company.subscription')}</dt>
          <dd>
            {c.isopen === 1 ? (
              <SubscriptionExpiry endtime={c.endtime} />
            ) : (
              <span className="bo-muted">{t('staff.company.noExpiry')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('staff.company.timezone')}</dt>
          <dd>
            <span className="bo-code">{c.timezone}</span>
          </dd>
        </div>
      </dl>
    </div>
  );
}
