import { Button, Dropdown } from 'antd';
import { TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../stores/user';
import type { Lang } from '../locales/pick-lang';

const LABELS: Record<Lang, string> = { cn: '简体中文', en: 'English' };

/** Picks cn or en; the choice is kept in the user state (spec §3) and applies at once. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const language = useUserStore((s) => s.language);
  const setLanguage = useUserStore((s) => s.setLanguage);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [language],
        items: (Object.keys(LABELS) as Lang[]).map((key) => ({ key, label: LABELS[key] })),
        onClick: ({ key }) => setLanguage(key as Lang),
      }}
    >
      <Button
        type="text"
        className={className}
        icon={<TranslationOutlined />}
        aria-label={t('header.language')}
        data-testid="language-switch"
      />
    </Dropdown>
  );
}
