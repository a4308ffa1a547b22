import { Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardSizeRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { useNamedRowSwitch } from '../../../components/list-page/use-named-row-switch';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { SIZE_COLUMNS } from './columns';
import { invalidateSizes, sizeQueries } from './size-queries';
import { SIZE_EDIT_MARK, SIZE_RULES, SIZES_ROUTE, SIZES_TABLE } from './size-rules';
import { setSizeStatus } from './sizes-api';
import { filterFormPart } from '../../../components/data-table/filter-form-part';

const SizeFilters = filterFormPart(() => import('./size-filters'));
/** The form and the confirmation (antd Form, InputNumber, Modal) load when first opened or hovered. */
const SizeDialog = lazyPart(() => import('./size-dialog'));

/**
 * /system/dspjsize, the branch's business-card sizes (issue 13 #5): the data table with each
 * size's trimmed dimensions, bleed, corner radius and what uses it; add, edit, enable or disable
 * and delete (size:edit), the server deciding every rule.
 */
export default function SystemDspjsizePage() {
  return usePageStrings('cards') ? <SizesView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function SizesView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const canEdit = useAllow(SIZES_ROUTE, SIZE_EDIT_MARK);
  const dialog = useRowDialog<'add' | 'edit' | 'remove', CardSizeRow | null>();
  const { toggle, toggling } = useNamedRowSwitch(
    () => invalidateSizes(client, user),
    (r: CardSizeRow, on) => setSizeStatus({ id: r.id, version: r.version, status: on ? 1 : 0 }),
    ['cards.done.enabled', 'cards.done.disabled'],
  );
  const columns = useColumns(SIZE_COLUMNS, {
    canEdit,
    toggle,
    toggling,
    open: dialog.open,
    dialog: SizeDialog,
  });

  return (
    <ListPage
      testId="sizes-page"
      route={SIZES_ROUTE}
      table={SIZES_TABLE}
      rules={SIZE_RULES}
      columns={columns}
      keyColumn="name"
      query={sizeQueries.list}
      filters={SizeFilters}
      empty={t('cards.size.empty')}
      add={
        canEdit && {
          label: t('cards.size.add'),
          opens: SizeDialog,
          onClick: () => dialog.open('add', null),
          testId: 'size-add',
        }
      }
    >
      <Opened value={dialog.current}>
        {(d) => <SizeDialog key={dialog.key} kind={d.kind} size={d.row} onClose={dialog.close} />}
      </Opened>
    </ListPage>
  );
}
