import type { ContactFlag, ContactRow } from '@bo/contract';
import { Muted, TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { RowSwitch } from '../../../components/list-page/row-switch';
import type { ContactDialogKind } from './contact-dialog';

/** What the contacts' rows may do (service:edit): flip online or enabled, edit, delete. */
export interface ContactContext {
  canEdit: boolean;
  flip: (row: ContactRow, flag: ContactFlag, on: boolean) => void;
  flipping: (key: string) => boolean;
  open: (kind: ContactDialogKind, row: ContactRow) => void;
  dialog: Opens;
}

/** A contact's online or enabled switch (usable with service:edit). */
const flagColumn = (flag: ContactFlag, of: string): ColumnSpec<ContactRow, ContactContext> => ({
  key: flag,
  title: `site.contact.col.${flag}`,
  width: 90,
  sort: flag,
  render: (r, c) => (
    <RowSwitch
      checked={r[flag] === 1}
      disabled={!c.canEdit}
      loading={c.flipping(`${r.id}:${flag}`)}
      onChange={(on) => c.flip(r, flag, on)}
      label={c.t(of, { name: r.name })}
      userContent
      testId={`contact-${flag}`}
    />
  ),
});

/** The customer-service contacts' columns. */
export const CONTACT_COLUMNS: ColumnSpec<ContactRow, ContactContext>[] = [
  {
    key: 'name',
    title: 'site.contact.col.name',
    width: 150,
    sort: 'name',
    render: (r) => <TextCell text={r.name} testId="contact-name" />,
  },
  {
    key: 'department',
    title: 'site.contact.col.department',
    width: 150,
    sort: 'department',
    render: (r) => <TextCell text={r.departmentName || '—'} />,
  },
  { key: 'phone', title: 'site.contact.col.phone', width: 140, render: (r) => <TextCell text={r.phone || '—'} code /> },
  {
    key: 'wechat',
    title: 'site.contact.col.wechat',
    width: 140,
    render: (r) => <TextCell text={r.wechatId || '—'} code />,
  },
  {
    key: 'qr',
    title: 'site.contact.col.qr',
    width: 80,
    render: (r, { t }) =>
      r.qrImage ? (
        <img
          className="contact-qr"
          src={r.qrImage}
          alt={t('site.contact.qrOf', { name: r.name })}
          width={36}
          height={36}
          loading="lazy"
          data-testid="contact-qr"
          data-user-content=""
        />
      ) : (
        <Muted>{t('site.contact.noQr')}</Muted>
      ),
  },
  { key: 'hours', title: 'site.contact.col.hours', width: 140, render: (r) => <TextCell text={r.hours || '—'} /> },
  flagColumn('online', 'site.contact.onlineOf'),
  flagColumn('status', 'site.contact.statusOf'),
  {
    key: 'sort',
    title: 'site.contact.col.sort',
    width: 80,
    sort: 'sort',
    render: (r) => <span data-testid="contact-sort">{r.sort}</span>,
  },
  {
    key: 'actions',
    title: 'site.contact.col.actions',
    width: 130,
    fixedRight: true,
    when: (c) => c.canEdit,
    render: (r, { t, open, dialog }) => (
      <RowActions>
        <RowAction
          onClick={() => open('edit', r)}
          opens={dialog}
          label={t('site.contact.editOf', { name: r.name })}
          userContent
          testId="contact-edit"
        >
          {t('site.edit')}
        </RowAction>
        <RowAction
          danger
          onClick={() => open('remove', r)}
          opens={dialog}
          label={t('site.contact.deleteOf', { name: r.name })}
          userContent
          testId="contact-delete"
        >
          {t('site.delete')}
        </RowAction>
      </RowActions>
    ),
  },
];
