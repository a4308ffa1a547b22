import { Alert, Button, Divider, Drawer, Segmented, Switch, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { APP_CONFIG } from '../components/app-config';
import type { ThemeModel } from '../lib/theme-mode';
import { useSettingsStore, type MenuTheme, type Settings } from '../stores/settings';

type Toggle = Exclude<keyof Settings, 'theme' | 'themeModel'>;
const TOGGLES: Toggle[] = [
  'uniqueOpened',
  'menuButton',
  'showRefreshButton',
  'showCrumbs',
  'showWorkTab',
  'showLanguage',
  'showNprogress',
  'autoClose',
];

/** Every setting of spec §3, persisted as soon as it changes. */
export function SettingsDrawer({ open, onClose, pageDark }: { open: boolean; onClose: () => void; pageDark: boolean }) {
  const { t } = useTranslation();
  const s = useSettingsStore();
  const pickTheme = (theme: MenuTheme) => {
    s.set('theme', theme);
    if (s.autoClose) onClose();
  };
  const pickMode = (mode: ThemeModel) => {
    s.set('themeModel', mode);
    if (s.autoClose) onClose();
  };
  return (
    <Drawer open={open} onClose={onClose} title={t('settings.title')} size={300} data-testid="settings-drawer">
      <Typography.Title level={5}>{t('settings.pageMode')}</Typography.Title>
      <Segmented<ThemeModel>
        block
        value={s.themeModel}
        onChange={pickMode}
        options={[
          { value: 'white', label: t('settings.modeWhite') },
          { value: 'dark', label: t('settings.modeDark') },
          { value: 'auto', label: t('settings.modeAuto') },
        ]}
        data-testid="theme-mode"
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('settings.autoHint')}
      </Typography.Paragraph>

      <Typography.Title level={5}>{t('settings.menuTheme')}</Typography.Title>
      <div className="bo-theme-swatches">
        {APP_CONFIG.themeList.map((entry) => (
          <button
            type="button"
            key={entry.theme}
            className="bo-theme-swatch"
            aria-pressed={s.theme === entry.theme}
            disabled={pageDark}
            onClick={() => pickTheme(entry.theme)}
            data-testid={`menu-theme-${entry.theme}`}
          >
            <span className="bo-theme-swatch-side" style={{ background: entry.menuBg }} />
            <span className="bo-theme-swatch-main" />
            {s.theme === entry.theme && <CheckOutlined className="bo-theme-swatch-check" />}
            <span className="bo-theme-swatch-label">{t(`settings.theme_${entry.theme}`)}</span>
          </button>
        ))}
      </div>
      {pageDark && <Alert type="info" showIcon title={t('settings.darkMenuNote')} style={{ marginTop: 8 }} />}

      <Divider />
      {TOGGLES.map((key) => (
        <div className="bo-setting-row" key={key}>
          <span>{t(`settings.${key}`)}</span>
          <Switch
            size="small"
            checked={s[key]}
            onChange={(v) => s.set(key, v)}
            aria-label={t(`settings.${key}`)}
            data-testid={`setting-${key}`}
          />
        </div>
      ))}
      <Divider />
      <Button block onClick={s.reset}>
        {t('settings.reset')}
      </Button>
    </Drawer>
  );
}
