import { Suspense, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ValueItem, ValueList } from '@bo/contract';
import { removeValueItem, reorderValueList, setValueItemStatus } from '../../../api/value-lists';
import { EllipsisText } from '../../../components/ellipsis-text';
import { RowAction, RowActions, type Opens } from '../../../components/list-page/row-actions';
import { RowConfirm } from '../../../components/list-page/row-confirm';
import { RowSwitch } from '../../../components/list-page/row-switch';
import { useSubmit } from '../../../components/submit/use-submit';
import { Tag, onOff } from '../../../components/tag';
import { showSuccess } from '../../../lib/feedback';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { valueListsQuery } from './dict-queries';
import { itemNames, orderOf } from './dict-rules';

/** Dragging (dnd-kit) loads after the items are drawn: they show without handles until then. */
const SortableItems = lazyPart(() => import('./sortable-items'));

interface Props {
  list: ValueList;
  canEdit: boolean;
  reload: () => unknown;
  onEdit: (item: ValueItem) => void;
  dialog: Opens;
}

/** Reads the lists and the client form's choices again after a change. */
export function useDictReload() {
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: valueListsQuery(user).queryKey }),
      client.invalidateQueries({ queryKey: ['value-choices', user.gscode] }),
    ]);
}

/**
 * An editable list's items in the branch's order. With dict:edit each row is dragged by its handle
 * (or its handle focused, Space, arrows, Space) and the new order saved at once; each row has its
 * switch, a rename and a removal (asked first). Without it, the items and their states only.
 */
export function EditableList({ list, canEdit, reload, onEdit, dialog }: Props) {
  const { t } = useTranslation();
  const reread = useDictReload();
  const submit = useSubmit({ show: 'message', onStale: reload });
  // A drop shows its order at once; once the save is answered (saved and read again, or refused)
  // the list's own order shows.
  const [moved, setMoved] = useState<ValueItem[] | null>(null);
  const items = moved ?? list.items;

  const move = (next: ValueItem[]) => {
    setMoved(next);
    void submit
      .run(async () => {
        await reorderValueList({ list: list.code, order: orderOf(next) });
        showSuccess(t('dict.done.reordered'));
        await reread();
      }, 'order')
      .finally(() => setMoved(null));
  };
  const act = { submit, reread, onEdit, dialog };

  if (items.length === 0)
    return (
      <p className="bo-muted" data-testid="dict-empty">
        {t('dict.empty')}
      </p>
    );
  const plain = (
    <ul className="dict-plain" data-testid="dict-items">
      {items.map((item) => (
        <li key={item.id}>
          <ItemRow item={item} handle={null} act={canEdit ? act : null} />
        </li>
      ))}
    </ul>
  );
  if (!canEdit) return plain;
  return (
    <Suspense fallback={plain}>
      <SortableItems
        items={items}
        onMove={move}
        handleLabel={t('dict.dragHandle')}
        disabled={submit.busy}
        renderItem={(item, handle) => <ItemRow item={item} handle={handle} act={act} />}
      />
    </Suspense>
  );
}

interface Actions {
  submit: ReturnType<typeof useSubmit>;
  reread: () => Promise<unknown>;
  onEdit: (item: ValueItem) => void;
  dialog: Opens;
}

/** One item: its handle, its names, how many clients hold it, its state; with the edit mark its switch and actions. */
function ItemRow({ item, handle, act }: { item: ValueItem; handle: React.ReactNode; act: Actions | null }) {
  const { t, i18n } = useTranslation();
  const { shown, other } = itemNames(item, i18n.language);
  const on = item.status === 1;
  const toggle = (next: boolean) =>
    act?.submit.run(async () => {
      await setValueItemStatus({ id: item.id, version: item.version, status: next ? 1 : 0 });
      showSuccess(t(next ? 'dict.done.enabled' : 'dict.done.disabled', { name: shown }));
      await act.reread();
    }, item.id);
  const remove = () =>
    act?.submit.run(async () => {
      await removeValueItem({ id: item.id, version: item.version });
      showSuccess(t('dict.done.removed', { name: shown }));
      await act.reread();
    }, item.id);
  return (
    <div className="dict-row" data-testid="dict-item" data-name={item.name} data-status={item.status}>
      {handle}
      <span className="dict-names">
        <EllipsisText text={shown} data-user-content="" data-testid="dict-item-name" />
        {other && <EllipsisText text={other} className="bo-muted dict-other" data-user-content="" />}
      </span>
      <span className="dict-meta">
        <span className="bo-muted dict-clients" data-testid="dict-item-clients">
          {t('dict.clients', { count: item.clients })}
        </span>
        {act ? (
          <RowActions>
            <RowSwitch
              checked={on}
              onChange={(v) => void toggle(v)}
              loading={act.submit.busyWith(item.id)}
              label={t('dict.enabledOf', { name: shown })}
              userContent
              testId="dict-item-status"
            />
            <RowAction
              onClick={() => act.onEdit(item)}
              opens={act.dialog}
              label={t('dict.editOf', { name: shown })}
              userContent
              testId="dict-item-edit"
            >
              {t('dict.edit')}
            </RowAction>
            <RowConfirm
              danger
              label={t('dict.removeOf', { name: shown })}
              userContent
              testId="dict-item-remove"
              confirm={{
                title: t('dict.removeTitle', { name: shown }),
                description: t('dict.removeHint'),
                okText: t('dict.remove'),
                cancelText: t('dict.keep'),
                okTestId: 'dict-remove-ok',
              }}
              onConfirm={remove}
            >
              {t('dict.remove')}
            </RowConfirm>
          </RowActions>
        ) : (
          <Tag colour={onOff(on)} data-testid="dict-item-state">
            {t(on ? 'dict.enabled' : 'dict.disabled')}
          </Tag>
        )}
      </span>
    </div>
  );
}
