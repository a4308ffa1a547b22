import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { StaffRow } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';
import { pickLang } from '../../../locales/pick-lang';

/** An account's details at the top of its drawer. */
export function AccountDetails({ row }: { row: StaffRow }) {
  const { t, i18n } = useTranslation();
  return (
    <Descriptions size="small" column={1} title={t('staff.drawer.details')}>
      <Descriptions.Item label={t('staff.col.account')}>
        <span className="staff-names">{row.userName}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('staff.col.nickName')}>
        <span className="staff-names" data-user-content>
          {row.nickName}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('staff.col.role')}>
        <span data-user-content>
          {row.roleName ? pickLang(i18n.language, row.roleName, row.roleNameEn) : t('staff.roleGone')}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('staff.col.status')}>
        <span className="staff-tags">
          <span className={`ot ${row.status === 1 ? 'ot-green' : 'ot-grey'}`}>
            {t(`staff.status.${row.status === 1 ? 1 : 0}`)}
          </span>
          {row.mustChangePassword && <span className="ot ot-gold">{t('staff.mustChange')}</span>}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('staff.col.totp')}>
        <span className={`ot ${row.totpEnabled ? 'ot-green' : 'ot-grey'}`} data-testid="staff-drawer-totp">
          {t(`staff.totp.${row.totpEnabled ? 'on' : 'off'}`)}
        </span>
      </Descriptions.Item>
      <Descriptions.Item label={t('staff.col.lastLogin')}>
        {row.lastLoginAt ? branchTime(row.lastLoginAt, 'YYYY-MM-DD HH:mm') : t('staff.never')}
      </Descriptions.Item>
      <Descriptions.Item label={t('staff.col.sessions')}>{row.sessions}</Descriptions.Item>
      <Descriptions.Item label={t('staff.col.operator')}>
        <span className="staff-names">{row.operators || '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('staff.col.phone')}>
        <span className="staff-names">{row.phone || '—'}</span>
      </Descriptions.Item>
      <Descriptions.Item label={t('staff.col.email')}>
        <span className="staff-names">{row.email || '—'}</span>
      </Descriptions.Item>
    </Descriptions>
  );
}
