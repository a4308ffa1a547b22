import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../stores/user';
import { SubscriptionExpiry } from '../../../components/subscription-expiry';

/**
 * /user/user, the personal center: who is signed in, where, and until when. Everything is
 * read-only until the call that saves a profile exists; the page says so in plain words. Values
 * the user or an administrator typed are marked data-user-content (any language, e2e page sweep).
 */
export default function PersonalCenterPage() {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info);
  if (!info) return null;
  return (
    <Card title={t('profile.title')}>
      <Descriptions column={{ xs: 1, sm: 2 }} size="small">
        <Descriptions.Item label={t('profile.account')}>{info.userName}</Descriptions.Item>
        <Descriptions.Item label={t('profile.nickName')}>
          <span data-testid="profile-nickname" data-user-content>
            {info.nickName}
          </span>
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.company')}>
          <span data-user-content>{info.company}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.gscode')}>{info.gscode}</Descriptions.Item>
        <Descriptions.Item label={t('profile.reguserno')}>{info.reguserno}</Descriptions.Item>
        <Descriptions.Item label={t('profile.role')}>
          <span data-user-content>{info.roles}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.operators')}>
          {info.operators ? <span data-user-content>{info.operators}</span> : t('profile.noOperator')}
        </Descriptions.Item>
        <Descriptions.Item label={t('profile.endtime')}>
          {info.isopen === 1 ? <SubscriptionExpiry endtime={info.endtime} dateOnly /> : t('profile.noSubscription')}
        </Descriptions.Item>
      </Descriptions>
      {/* A plain paragraph: antd's Typography brings its editable and copyable parts (about 18 KB gzip). */}
      <p className="bo-muted" style={{ marginTop: 16, marginBottom: 0 }} data-testid="profile-edit-later">
        {t('profile.editLater')}
      </p>
    </Card>
  );
}
