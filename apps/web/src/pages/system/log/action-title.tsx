import { useTranslation } from 'react-i18next';
import type { OperationLogRow } from '@bo/contract';
import { EllipsisText } from '../../../components/ellipsis-text';
import { pickLang } from '../../../locales/pick-lang';

/** What was done, in words: the call's title in the user's language, or "Other operation" with its method and path. */
export function actionText(
  row: Pick<OperationLogRow, 'title' | 'method' | 'path'>,
  lang: string,
  other: string,
): string {
  return row.title ? pickLang(lang, row.title.cn, row.title.en) : `${other} · ${row.method} ${row.path}`;
}

export function ActionTitle({ row }: { row: OperationLogRow }) {
  const { t, i18n } = useTranslation();
  return (
    <EllipsisText
      text={actionText(row, i18n.language, t('logs.action.other'))}
      data-action={`${row.method} ${row.path}`}
    />
  );
}
