import { useState } from 'react';
import { Button, Empty, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '@bo/contract';
import { orderTime } from './order-time';

interface Props {
  notes: OrderDetail['notes'];
  /** Shows the box to add a note. */
  canEdit: boolean;
  busy: boolean;
  /** Resolves true once saved: only then is the box emptied. */
  onAdd: (text: string) => Promise<boolean>;
}

/** The order's notes and, for who may edit it, the box to add one. */
export function OrderNotes({ notes, canEdit, busy, onAdd }: Props) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const add = async () => {
    const text = note.trim();
    if (text && (await onAdd(text))) setNote('');
  };
  return (
    <>
      <h3 className="order-section-title">{t('orders.notes.title')}</h3>
      {notes.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('orders.notes.none')} />
      ) : (
        <ul className="order-notes" data-testid="detail-notes">
          {notes.map((n, i) => (
            <li key={i}>
              <div className="bo-wrap-anywhere" data-user-content>
                {n.text}
              </div>
              <div className="bo-muted">
                {orderTime(n.at)} · <span data-user-content>{n.by || t('orders.detail.shop')}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
      {canEdit && (
        <div className="order-note-box">
          <Input.TextArea
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={500}
            showCount
            autoSize={{ minRows: 2, maxRows: 5 }}
            aria-label={t('orders.notes.add')}
            placeholder={t('orders.notes.placeholder')}
          />
          <Button
            type="primary"
            disabled={!note.trim()}
            loading={busy}
            onClick={() => void add()}
            data-testid="add-note"
          >
            {t('orders.notes.add')}
          </Button>
        </div>
      )}
    </>
  );
}
