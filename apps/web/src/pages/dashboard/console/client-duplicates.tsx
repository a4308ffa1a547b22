import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClientLikeness } from '@bo/contract';

/**
 * Before a new client is saved: the branch's clients with the same customer name or mobile
 * (ClientDuplicates). The form's save button then reads "Save anyway"; nothing is refused.
 */
export function DuplicatesWarning({ list }: { list: readonly ClientLikeness[] }) {
  const { t } = useTranslation();
  const why = (c: ClientLikeness) =>
    [
      c.sameName && t('dashboard.client.duplicates.sameName'),
      c.sameMobile && t('dashboard.client.duplicates.sameMobile', { mobile: c.mobile }),
    ]
      .filter(Boolean)
      .join(t('dashboard.client.duplicates.and'));
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      title={t('dashboard.client.duplicates.title', { count: list.length })}
      description={
        <ul className="cd-duplicates">
          {list.map((c) => (
            <li key={c.guestcode}>
              <span data-user-content="">{`${c.guestname} · ${c.guestcode}`}</span>
              {` (${why(c)})`}
            </li>
          ))}
        </ul>
      }
      data-testid="client-duplicates"
    />
  );
}
