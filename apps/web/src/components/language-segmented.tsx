import { Segmented } from 'antd';
import { useUserStore } from '../stores/user';
import type { Lang } from '../locales/pick-lang';

/** cn / en as two buttons: the sign-in page's light-weight language switch. */
export function LanguageSegmented() {
  const language = useUserStore((s) => s.language);
  const setLanguage = useUserStore((s) => s.setLanguage);
  return (
    <Segmented<Lang>
      size="small"
      value={language}
      onChange={setLanguage}
      options={[
        { value: 'cn', label: '中文' },
        { value: 'en', label: 'EN' },
      ]}
      data-testid="language-switch"
    />
  );
}
