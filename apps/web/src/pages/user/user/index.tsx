import { Button, Card, Descriptions, Form, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../../stores/user';
import { SubscriptionExpiry } from '../../../components/subscription-expiry';

/**
 * /user/user, the personal center: who is signed in, where, and until when. Editing the
 * profile is drawn but waits for the UpdateUser call, which the page says plainly.
 */
export default function PersonalCenterPage() {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info);
  if (!info) return null;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('profile.title')}>
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('profile.account')}>{info.userName}</Descriptions.Item>
          <Descriptions.Item label={t('profile.nickName')}>{info.nickName}</Descriptions.Item>
          <Descriptions.Item label={t('profile.company')}>{info.company}</Descriptions.Item>
          <Descriptions.Item label={t('profile.gscode')}>{info.gscode}</Descriptions.Item>
          <Descriptions.Item label={t('profile.reguserno')}>{info.reguserno}</Descriptions.Item>
          <Descriptions.Item label={t('profile.role')}>{info.roles}</Descriptions.Item>
          <Descriptions.Item label={t('profile.operators')}>{info.operators || t('profile.noOperator')}</Descriptions.Item>
          <Descriptions.Item label={t('profile.endtime')}>
            {info.isopen === 1 ? <SubscriptionExpiry endtime={info.endtime} /> : t('profile.noSubscription')}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={t('profile.editTitle')}>
        <Form layout="vertical" initialValues={{ nickName: info.nickName }} style={{ maxWidth: 420 }}>
          <Form.Item name="nickName" label={t('profile.nickName')}>
            <Input data-testid="profile-nickname" maxLength={50} />
          </Form.Item>
          <Form.Item name="note" label={t('profile.note')}>
            <Input.TextArea rows={3} maxLength={200} />
          </Form.Item>
          <Button type="primary" disabled>
            {t('common.save')}
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
            {t('profile.saveLater')}
          </Typography.Paragraph>
        </Form>
      </Card>
    </Space>
  );
}
