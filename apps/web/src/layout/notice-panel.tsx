import { Badge, Button, List, Popover, Tabs, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pickLang } from '../locales/pick-lang';
import { DEMO_NOTICES } from './notice-demo';

/** The bell: notice, message and todo tabs with local demo data (spec §2). */
export function NoticePanel() {
  const { t, i18n } = useTranslation();
  const total = Object.values(DEMO_NOTICES).reduce((n, list) => n + list.length, 0);
  const content = (
    <div className="bo-notice" data-testid="notice-panel">
      <Tabs
        size="small"
        items={(Object.keys(DEMO_NOTICES) as (keyof typeof DEMO_NOTICES)[]).map((key) => ({
          key,
          label: `${t(`notice.${key}`)} (${DEMO_NOTICES[key].length})`,
          children: (
            <List
              size="small"
              dataSource={DEMO_NOTICES[key]}
              renderItem={(n) => (
                <List.Item>
                  <List.Item.Meta title={pickLang(i18n.language, n.title, n.title_en)} description={n.time} />
                </List.Item>
              )}
            />
          ),
        }))}
      />
      <Typography.Text type="secondary" className="bo-notice-demo">
        {t('notice.demo')}
      </Typography.Text>
    </div>
  );
  return (
    <Popover trigger="click" placement="bottomRight" content={content} arrow={false}>
      <Badge count={total} size="small" offset={[-6, 6]}>
        <Button type="text" icon={<BellOutlined />} aria-label={t('notice.title')} data-testid="notice-button" />
      </Badge>
    </Popover>
  );
}
