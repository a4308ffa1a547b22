import { Suspense, useMemo, useState } from 'react';
import { Button, Skeleton, Switch } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContactFlag, ContactRow } from '@bo/contract';
import { switchContact } from '../../../api/site';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import type { ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { showError, showSuccess } from '../../../lib/feedback';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { invalidateSite } from '../department/department-queries';
import { contactQueries } from './contact-queries';
import { CONTACT_RULES, CONTACTS_ROUTE, CONTACTS_TABLE } from './contact-rules';
import type { ContactDialogKind } from './contact-dialog';
import './contacts.css';

const ContactFilters = lazyPart(() => import('./contact-filters'));
/** The form (antd Form, TreeSelect, the image upload) loads when a dialog is first opened or its button hovered. */
const ContactDialog = lazyPart(() => import('./contact-dialog'));

type Open = { kind: ContactDialogKind; row: ContactRow | null } | null;

/**
 * /space/customerservice (issue 13 #7): the customer-service contacts the shop shows, on the data
 * table (search, department, online and status filters); add, edit and delete, and the online and
 * enabled switches in the rows (service:edit).
 */
export default function SpaceCustomerservicePage() {
  return usePageStrings('site') ? <ContactsView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function ContactsView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const title = usePageTitle(CONTACTS_ROUTE);
  const mobile = useIsMobile();
  const canEdit = useAllow(CONTACTS_ROUTE, 'service:edit');
  const [dialog, setDialog] = useState<Open>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const columns = useMemo<DataColumn<ContactRow>[]>(() => {
    const flip = async (r: ContactRow, flag: ContactFlag, on: boolean) => {
      setBusy(`${r.id}:${flag}`);
      try {
        await switchContact({ id: r.id, version: r.version, flag, value: on ? 1 : 0 });
        showSuccess(t('site.contact.done.switched', { name: r.name }));
      } catch (e) {
        showError(e instanceof Error ? e.message : String(e));
      } finally {
        setBusy(null);
        void invalidateSite(client, user);
      }
    };
    const hint = { onPointerEnter: ContactDialog.preload, onFocus: ContactDialog.preload };
    const flagColumn = (flag: ContactFlag, label: string, of: string): DataColumn<ContactRow> => ({
      key: flag,
      title: label,
      width: 90,
      sort: flag,
      render: (r) => (
        <Switch
          size="small"
          checked={r[flag] === 1}
          disabled={!canEdit}
          loading={busy === `${r.id}:${flag}`}
          onChange={(on) => void flip(r, flag, on)}
          aria-label={t(of, { name: r.name })}
          data-testid={`contact-${flag}`}
          data-user-content=""
        />
      ),
    });
    return [
      {
        key: 'name',
        title: t('site.contact.col.name'),
        width: 150,
        sort: 'name',
        render: (r) => <EllipsisText text={r.name} data-user-content="" data-testid="contact-name" />,
      },
      {
        key: 'department',
        title: t('site.contact.col.department'),
        width: 150,
        sort: 'department',
        render: (r) => <EllipsisText text={r.departmentName || '—'} data-user-content="" />,
      },
      {
        key: 'phone',
        title: t('site.contact.col.phone'),
        width: 140,
        render: (r) => <EllipsisText text={r.phone || '—'} code data-user-content="" />,
      },
      {
        key: 'wechat',
        title: t('site.contact.col.wechat'),
        width: 140,
        render: (r) => <EllipsisText text={r.wechatId || '—'} code data-user-content="" />,
      },
      {
        key: 'qr',
        title: t('site.contact.col.qr'),
        width: 80,
        render: (r) =>
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
            <span className="bo-muted">{t('site.contact.noQr')}</span>
          ),
      },
      {
        key: 'hours',
        title: t('site.contact.col.hours'),
        width: 140,
        render: (r) => <EllipsisText text={r.hours || '—'} data-user-content="" />,
      },
      flagColumn('online', t('site.contact.col.online'), 'site.contact.onlineOf'),
      flagColumn('status', t('site.contact.col.status'), 'site.contact.statusOf'),
      {
        key: 'sort',
        title: t('site.contact.col.sort'),
        width: 80,
        sort: 'sort',
        render: (r) => <span data-testid="contact-sort">{r.sort}</span>,
      },
      ...(canEdit
        ? [
            {
              key: 'actions',
              title: t('site.contact.col.actions'),
              width: 130,
              fixedRight: true,
              render: (r: ContactRow) => (
                <span className="contact-actions" data-user-content="">
                  <Button
                    size="small"
                    type="link"
                    onClick={() => setDialog({ kind: 'edit', row: r })}
                    {...hint}
                    aria-label={t('site.contact.editOf', { name: r.name })}
                    data-testid="contact-edit"
                  >
                    {t('site.edit')}
                  </Button>
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => setDialog({ kind: 'remove', row: r })}
                    {...hint}
                    aria-label={t('site.contact.deleteOf', { name: r.name })}
                    data-testid="contact-delete"
                  >
                    {t('site.delete')}
                  </Button>
                </span>
              ),
            },
          ]
        : []),
    ];
  }, [t, canEdit, client, user, busy]);
  const query = useMemo(() => (s: ListState) => contactQueries.list(user, s), [user]);

  return (
    <div data-testid="contacts-page">
      <DataTable<ContactRow, Record<string, never>>
        route={CONTACTS_ROUTE}
        tableId={CONTACTS_TABLE}
        title={title}
        rules={CONTACT_RULES}
        columns={columns}
        keyColumn="name"
        rowKey={(r) => r.id}
        query={query}
        filterForm={ContactFilters}
        emptyText={t('site.contact.empty')}
        extra={
          canEdit ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDialog({ kind: 'add', row: null })}
              onPointerEnter={ContactDialog.preload}
              onFocus={ContactDialog.preload}
              aria-label={mobile ? t('site.contact.add') : undefined}
              data-testid="contact-add"
            >
              {mobile ? null : t('site.contact.add')}
            </Button>
          ) : null
        }
      />
      {dialog && (
        <Suspense fallback={null}>
          <ContactDialog
            key={`${dialog.kind}:${dialog.row?.id ?? ''}`}
            kind={dialog.kind}
            row={dialog.row}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </div>
  );
}
