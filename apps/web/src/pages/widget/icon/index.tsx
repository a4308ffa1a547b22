import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { showError, showSuccess } from '../../../lib/feedback';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';

/** The picker (antd Input, Segmented) loads after the page's first paint, like the icon set it shows. */
const IconPicker = lazyPart(() =>
  import('../../../components/icons/icon-picker').then((m) => ({ default: m.IconPicker })),
);

/**
 * /widget/icon (issue 15 #6): every icon a menu item may use, searchable, by group and style;
 * a click copies the icon's name to paste into the menu editor.
 */
export default function WidgetIconPage() {
  return usePageStrings('icons') ? <IconList /> : <Skeleton active paragraph={{ rows: 8 }} />;
}

function IconList() {
  const { t } = useTranslation();
  const copy = async (name: string) => {
    try {
      await navigator.clipboard.writeText(name);
      showSuccess(t('icons.copied', { name }));
    } catch {
      showError(t('icons.copyFailed', { name }));
    }
  };
  return (
    <div data-testid="icon-list-page">
      <p className="bo-muted">{t('icons.listIntro')}</p>
      <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>
        <IconPicker onPick={(name) => void copy(name)} action="copy" />
      </Suspense>
    </div>
  );
}
