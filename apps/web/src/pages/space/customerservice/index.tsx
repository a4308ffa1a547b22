import { Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContactFlag, ContactRow } from '@bo/contract';
import { switchContact } from '../../../api/site';
import { useAllow } from '../../../components/allow';
import { showSuccess } from '../../../lib/feedback';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { useRowWrite } from '../../../components/list-page/use-row-write';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { invalidateSite } from '../department/department-queries';
import { CONTACT_COLUMNS } from './columns';
import type { ContactDialogKind } from './contact-dialog';
import { contactQueries } from './contact-queries';
import { CONTACT_RULES, CONTACTS_ROUTE, CONTACTS_TABLE } from './contact-rules';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './contacts.css';

const ContactFilters = filterFormPart(() => import('./contact-filters'));
/** The form (antd Form, TreeSelect, the image upload) loads when a dialog is first opened or its button hovered. */
const ContactDialog = lazyPart(() => import('./contact-dialog'));

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
  const canEdit = useAllow(CONTACTS_ROUTE, 'service:edit');
  const dialog = useRowDialog<ContactDialogKind, ContactRow | null>();
  const switches = useRowWrite(() => invalidateSite(client, user));
  const flip = (r: ContactRow, flag: ContactFlag, on: boolean) =>
    void switches.run(`${r.id}:${flag}`, async () => {
      await switchContact({ id: r.id, version: r.version, flag, value: on ? 1 : 0 });
      showSuccess(t('site.contact.done.switched', { name: r.name }));
    });
  const columns = useColumns(CONTACT_COLUMNS, {
    canEdit,
    flip,
    flipping: switches.busyWith,
    open: dialog.open,
    dialog: ContactDialog,
  });

  return (
    <ListPage
      testId="contacts-page"
      route={CONTACTS_ROUTE}
      table={CONTACTS_TABLE}
      rules={CONTACT_RULES}
      columns={columns}
      keyColumn="name"
      query={contactQueries.list}
      filters={ContactFilters}
      empty={t('site.contact.empty')}
      add={
        canEdit && {
          label: t('site.contact.add'),
          opens: ContactDialog,
          onClick: () => dialog.open('add', null),
          testId: 'contact-add',
        }
      }
    >
      <Opened value={dialog.current}>
        {(d) => <ContactDialog key={dialog.key} kind={d.kind} row={d.row} onClose={dialog.close} />}
      </Opened>
    </ListPage>
  );
}
