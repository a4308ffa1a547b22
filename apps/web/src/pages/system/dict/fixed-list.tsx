import { useTranslation } from 'react-i18next';
import type { FixedValueList } from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';

/** A fixed list (spec §3, §9): each code and its name, read-only for everyone. */
export function FixedList({ list }: { list: FixedValueList }) {
  const { t, i18n } = useTranslation();
  return (
    <table className="dict-fixed" data-testid="dict-fixed">
      <thead>
        <tr>
          <th scope="col">{t('dict.code')}</th>
          <th scope="col">{t('dict.name')}</th>
        </tr>
      </thead>
      <tbody>
        {list.values.map((v) => (
          <tr key={v.value} data-testid="dict-fixed-row">
            <td>
              <code>{v.value}</code>
            </td>
            <td>{pickLang(i18n.language, v.cn, v.en)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
