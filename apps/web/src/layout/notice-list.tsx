import { List, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { pickLang } from '../locales/pick-lang';
import { DEMO_NOTICES } from './notice-demo';

/** The notice panel's content: notice, message and todo tabs (loaded when the bell is first opened). */
export default function NoticeList() {
  const { t, i18n } = useTranslation();
  return (
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
}
