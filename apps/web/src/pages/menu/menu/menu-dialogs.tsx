import { useMemo, useState } from 'react';
import { Alert, Form, Modal, Select } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuRow } from '@bo/contract';
import { moveMenu, removeMenu, setMenuStatus } from '../../../api/menus';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { moveTargets, pathTitles, siblingsOf } from './catalogue-tree';
import { MenuFormDialog } from './menu-form-dialog';
import { afterChange } from './menu-queries';

export type MenuDialogState =
  | { kind: 'add'; parent: MenuRow | null }
  | { kind: 'edit'; row: MenuRow }
  | { kind: 'move'; row: MenuRow }
  | { kind: 'delete'; row: MenuRow }
  | { kind: 'disable' | 'enable'; row: MenuRow; count: number };

/**
 * The menu page's dialogs (loaded when first opened): add or edit a row (a form checked by the
 * contract's rules; the server's refusal stays in the dialog, in its words), move a row (a new
 * place and a position), and the confirmations of delete, disable and enable.
 */
export default function MenuDialogs({
  state,
  all,
  onClose,
}: {
  state: MenuDialogState | null;
  all: MenuRow[];
  onClose: () => void;
}) {
  if (!state) return null;
  if (state.kind === 'add' || state.kind === 'edit')
    return <MenuFormDialog state={state} all={all} onClose={onClose} />;
  if (state.kind === 'move') return <MoveDialog row={state.row} all={all} onClose={onClose} />;
  return <ConfirmDialog state={state} onClose={onClose} />;
}

function MoveDialog({ row, all, onClose }: { row: MenuRow; all: MenuRow[]; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const name = (r: MenuRow) => pickLang(i18n.language, r.menuname, r.menuename);
  const targets = useMemo(() => moveTargets(all, row), [all, row]);
  const [parentId, setParentId] = useState<number | null>(row.parentId);
  const siblings = all.filter((r) => r.parentId === parentId && r.id !== row.id);
  const current = siblingsOf(all, row).findIndex((s) => s.id === row.id);
  const [index, setIndex] = useState(parentId === row.parentId ? current : siblings.length);
  const [busy, setBusy] = useState(false);
  const TOP = 'top';

  const move = async () => {
    setBusy(true);
    try {
      await moveMenu({ id: row.id, stamp: row.stamp, parentId, index });
      showSuccess(t('menus.menu.move.moved'));
      void afterChange(client);
      onClose();
    } catch {
      // The HTTP client said why; the catalogue is read again (it may have changed meanwhile).
      void client.invalidateQueries({ queryKey: ['menu-catalogue'] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open
      title={<span data-user-content="">{t('menus.menu.move.title', { name: name(row) })}</span>}
      okText={t('menus.menu.move.ok')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: targets.length === 0, 'data-testid': 'menu-move-ok' }}
      onOk={() => void move()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="menu-move-dialog"
    >
      {targets.length === 0 ? (
        <p>{t('menus.menu.move.noParent')}</p>
      ) : (
        <Form layout="vertical">
          <Form.Item label={t('menus.menu.move.parent')}>
            <Select
              value={parentId ?? TOP}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(v: number | string) => {
                const next = v === TOP ? null : Number(v);
                setParentId(next);
                setIndex(
                  next === row.parentId ? current : all.filter((r) => r.parentId === next && r.id !== row.id).length,
                );
              }}
              options={targets.map((p) =>
                p
                  ? { value: p.id, label: pathTitles(all, p, name) }
                  : { value: TOP, label: t('menus.menu.dialog.top') },
              )}
              aria-label={t('menus.menu.move.parent')}
              data-testid="menu-move-parent"
            />
          </Form.Item>
          <Form.Item label={t('menus.menu.move.position')}>
            <Select
              value={index}
              onChange={setIndex}
              options={[
                { value: 0, label: t('menus.menu.move.first') },
                ...siblings.map((s, i) => ({ value: i + 1, label: t('menus.menu.move.after', { name: name(s) }) })),
              ]}
              aria-label={t('menus.menu.move.position')}
              data-testid="menu-move-position"
            />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}

function ConfirmDialog({
  state,
  onClose,
}: {
  state: Extract<MenuDialogState, { kind: 'delete' | 'disable' | 'enable' }>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const { busy, refusal, run } = useSubmit();
  const { row, kind } = state;
  const name = pickLang(i18n.language, row.menuname, row.menuename);
  const count = 'count' in state ? state.count : 1;

  const confirm = async () => {
    const done = await run(async () => {
      if (kind === 'delete') await removeMenu({ id: row.id, stamp: row.stamp });
      else await setMenuStatus({ id: row.id, stamp: row.stamp, status: kind === 'enable' ? 1 : 0 });
      showSuccess(
        t(`menus.menu.confirm.${kind === 'delete' ? 'deleted' : kind === 'enable' ? 'enabled' : 'disabled'}`),
      );
      void afterChange(client);
      onClose();
    });
    if (!done) void client.invalidateQueries({ queryKey: ['menu-catalogue'] });
  };

  return (
    <Modal
      open
      title={<span data-user-content="">{t(`menus.menu.confirm.${kind}Title`, { name })}</span>}
      okText={t(`menus.menu.${kind}`)}
      okButtonProps={{
        danger: kind !== 'enable',
        loading: busy,
        disabled: refusal !== null,
        'data-testid': 'menu-confirm',
      }}
      cancelText={refusal ? t('common.close') : t('common.cancel')}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="menu-confirm-dialog"
    >
      {refusal ? (
        <Alert type="error" showIcon title={refusal} data-testid="menu-refused" />
      ) : (
        <p>{t(`menus.menu.confirm.${kind}Body`, { count })}</p>
      )}
    </Modal>
  );
}
