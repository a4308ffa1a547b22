import { useMemo, useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuRow, MenuType } from '@bo/contract';
import { addMenu, changeMenu, moveMenu, removeMenu, setMenuStatus } from '../../../api/menus';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { IconSelect } from '../../../components/icon-select';
import { pickLang } from '../../../locales/pick-lang';
import { fitsUnder, moveTargets, pathTitles, siblingsOf, typesUnder } from './catalogue-tree';
import { bodyOf, fieldsOf, formOf, LIMITS, problemOf, type MenuFormValues } from './menu-form';
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
  if (state.kind === 'add' || state.kind === 'edit') return <FormDialog state={state} all={all} onClose={onClose} />;
  if (state.kind === 'move') return <MoveDialog row={state.row} all={all} onClose={onClose} />;
  return <ConfirmDialog state={state} onClose={onClose} />;
}

function FormDialog({
  state,
  all,
  onClose,
}: {
  state: Extract<MenuDialogState, { kind: 'add' | 'edit' }>;
  all: MenuRow[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<MenuFormValues>();
  const { busy: saving, refusal, run } = useSubmit();
  const row = state.kind === 'edit' ? state.row : null;
  const byId = useMemo(() => new Map(all.map((r) => [r.id, r])), [all]);
  const parent =
    state.kind === 'add' ? state.parent : row!.parentId === null ? null : (byId.get(row!.parentId) ?? null);
  const name = (r: MenuRow) => pickLang(i18n.language, r.menuname, r.menuename);
  const builtin = row?.builtin ?? false;

  // The types this row may take: under its parent, and (editing) with its children still fitting under it.
  const types: MenuType[] = useMemo(() => {
    if (row) {
      const kids = all.filter((r) => r.parentId === row.id);
      return (['directory', 'menu', 'button'] as const).filter(
        (menutype) =>
          menutype === row.menutype ||
          (fitsUnder(all, { ...row, menutype }, parent) &&
            kids.every((k) =>
              menutype === 'directory'
                ? k.menutype !== 'button'
                : menutype === 'menu'
                  ? k.menutype === 'button'
                  : false,
            )),
      );
    }
    return typesUnder(all, parent);
  }, [all, row, parent]);
  const initial = useMemo(() => {
    const siblings = all.filter((r) => r.parentId === (parent?.id ?? null));
    const nextSort = siblings.length ? Math.min(LIMITS.sort, Math.max(...siblings.map((s) => s.sort)) + 10) : 10;
    return formOf(row, types[types.length - 1] ?? 'directory', nextSort);
  }, [all, row, parent, types]);

  const type = Form.useWatch('menutype', form) ?? initial.menutype;
  const link = Form.useWatch('link', form) ?? initial.link;
  const fields = fieldsOf(type);

  const label = {
    menuname: t('menus.menu.dialog.titleCn'),
    menuename: t('menus.menu.dialog.titleEn'),
    url: t('menus.menu.dialog.route'),
    permission: t('menus.menu.dialog.mark'),
    link: t('menus.menu.dialog.link'),
    sort: t('menus.menu.dialog.sort'),
  };
  /** The contract's rule of a field, read against the whole form (a button needs a mark, an embedded page an address). */
  const rule = (field: keyof typeof label) => ({
    validator: () => {
      const p = problemOf(field, { ...initial, ...(form.getFieldsValue(true) as Partial<MenuFormValues>) });
      return p
        ? Promise.reject(new Error(t(`menus.menu.rule.${p.key}`, { field: label[field], max: p.max })))
        : Promise.resolve();
    },
  });

  const save = async (v: MenuFormValues) => {
    const done = await run(async () => {
      const body = bodyOf({ ...initial, ...v });
      if (row) {
        await changeMenu({ ...body, id: row.id, stamp: row.stamp });
        showSuccess(t('menus.menu.dialog.saved'));
      } else {
        await addMenu({ ...body, parentId: parent?.id ?? null });
        showSuccess(t('menus.menu.dialog.added'));
      }
      void afterChange(client);
      onClose();
    });
    // Changed by someone else meanwhile (409), or gone: the page reads the catalogue again after any refusal.
    if (!done) void client.invalidateQueries({ queryKey: ['menu-catalogue'] });
  };

  const title = row
    ? t('menus.menu.dialog.editTitle', { name: name(row) })
    : parent
      ? t('menus.menu.dialog.addUnder', { name: name(parent) })
      : t('menus.menu.dialog.addTitle');
  return (
    <Modal
      open
      title={<span data-user-content="">{title}</span>}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'menu-save' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      data-testid="menu-dialog"
    >
      {builtin && <p className="menu-form-note bo-muted">{t('menus.menu.dialog.builtinNote')}</p>}
      {refusal && <Alert type="error" showIcon title={refusal} className="menu-form-note" data-testid="menu-refused" />}
      <Form<MenuFormValues>
        form={form}
        name="menu-row"
        layout="vertical"
        initialValues={initial}
        onFinish={(v) => void save(v)}
      >
        <Form.Item label={t('menus.menu.dialog.parent')}>
          <span className="bo-wrap-anywhere" data-user-content="">
            {parent ? pathTitles(all, parent, name) : t('menus.menu.dialog.top')}
          </span>
        </Form.Item>
        <Form.Item name="menutype" label={t('menus.menu.dialog.type')}>
          <Select
            disabled={builtin || types.length < 2}
            options={types.map((v) => ({ value: v, label: t(`menus.menu.type.${v}`) }))}
            data-testid="menu-type"
          />
        </Form.Item>
        <div className="menu-form-row">
          <Form.Item name="menuname" label={label.menuname} rules={[rule('menuname')]}>
            <Input autoComplete="off" autoFocus count={{ show: true, max: LIMITS.title }} data-testid="menu-name-cn" />
          </Form.Item>
          <Form.Item
            name="menuename"
            label={label.menuename}
            extra={t('menus.menu.dialog.titleEnHelp')}
            rules={[rule('menuename')]}
          >
            <Input autoComplete="off" count={{ show: true, max: LIMITS.title }} data-testid="menu-name-en" />
          </Form.Item>
        </div>
        {fields.route && (
          <div className="menu-form-row">
            <Form.Item name="url" label={label.url} extra={t('menus.menu.dialog.routeHelp')} rules={[rule('url')]}>
              <Input
                autoComplete="off"
                disabled={builtin}
                className="bo-code"
                count={{ show: true, max: LIMITS.route }}
                placeholder="/help/manual"
                data-testid="menu-route"
              />
            </Form.Item>
            <Form.Item name="icon" label={t('menus.menu.dialog.icon')}>
              <IconSelect
                placeholder={t('menus.menu.dialog.iconPlaceholder')}
                aria-label={t('menus.menu.dialog.icon')}
              />
            </Form.Item>
          </div>
        )}
        <div className="menu-form-row">
          {fields.mark && (
            <Form.Item
              name="permission"
              label={label.permission}
              extra={t(type === 'button' ? 'menus.menu.dialog.markHelpButton' : 'menus.menu.dialog.markHelpPage')}
              rules={[rule('permission')]}
            >
              <Input
                autoComplete="off"
                disabled={builtin}
                className="bo-code"
                count={{ show: true, max: LIMITS.mark }}
                placeholder="help:print"
                data-testid="menu-mark"
              />
            </Form.Item>
          )}
          <Form.Item name="sort" label={label.sort} extra={t('menus.menu.dialog.sortHelp')} rules={[rule('sort')]}>
            <InputNumber min={0} max={LIMITS.sort} precision={0} style={{ width: '100%' }} data-testid="menu-sort" />
          </Form.Item>
        </div>
        {fields.hidden && (
          <Form.Item
            name="hidden"
            label={t('menus.menu.dialog.hidden')}
            extra={t('menus.menu.dialog.hiddenHelp')}
            valuePropName="checked"
          >
            <Switch data-testid="menu-hidden" />
          </Form.Item>
        )}
        {fields.link && !builtin && (
          <>
            <Form.Item name="link" label={label.link} extra={t('menus.menu.dialog.linkHelp')} rules={[rule('link')]}>
              <Input
                autoComplete="off"
                className="bo-code"
                count={{ show: true, max: LIMITS.link }}
                placeholder="https://"
                data-testid="menu-link"
              />
            </Form.Item>
            <Form.Item
              name="embed"
              label={t('menus.menu.dialog.embed')}
              extra={t('menus.menu.dialog.embedHelp')}
              valuePropName="checked"
            >
              <Switch disabled={!link?.trim()} data-testid="menu-embed" />
            </Form.Item>
          </>
        )}
      </Form>
    </Modal>
  );
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
