import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Drawer, Empty, Input, Modal, Skeleton, Switch, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { PowerLock, PowerNode, PowersData, RoleRow } from '@bo/contract';
import { ApiError, isSessionEnded } from '../../../api/http';
import { savePowers } from '../../../api/roles';
import { showSuccess } from '../../../lib/feedback';
import { useIsMobile } from '../../../lib/use-is-mobile';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import {
  counts,
  filterTree,
  grantsOf,
  indexTree,
  initialState,
  isActive,
  isDirty,
  parentIds,
  setActive,
  toggle,
  treeChecks,
  type PowerState,
} from './power-tree';
import { invalidateRoles, roleKeys, roleQueries } from './role-queries';

const LOCK_TEXT: Record<PowerLock, string> = {
  builtin: 'roles.powers.lockedBuiltin',
  own: 'roles.powers.lockedOwn',
  mark: 'roles.powers.lockedMark',
};

/**
 * A role's powers (loaded when first opened): the menu catalogue as a checkable tree of
 * directories, pages and buttons, a switch per page between active and "on request" (the page
 * stays in the menu, dimmed, with the frame's request flow), a search, expand and collapse all.
 * Saving sends the role's version; when someone else saved meanwhile the server refuses and the
 * drawer offers to reload. Read-only, with a line saying why, for the administrator role, one's
 * own role, and without the mark to assign powers.
 */
export default function PowersDrawer({ role, onClose }: { role: RoleRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const powers = useQuery(roleQueries.powers(user, role.id));
  const name = pickLang(i18n.language, role.name, role.name_en);
  const [dirty, setDirty] = useState(false);
  const [modal, modalHolder] = Modal.useModal();

  const close = () => {
    if (!dirty) return onClose();
    modal.confirm({
      title: t('roles.powers.discardTitle'),
      content: t('roles.powers.discardText'),
      okText: t('roles.powers.discard'),
      okButtonProps: { danger: true },
      cancelText: t('roles.powers.keepEditing'),
      onOk: onClose,
    });
  };

  return (
    <Drawer
      open
      onClose={close}
      size={mobile ? '100%' : 680}
      title={t('roles.powers.title', { name })}
      data-testid="powers-drawer"
      className="powers-drawer"
      destroyOnHidden
    >
      {modalHolder}
      {powers.isPending && <Skeleton active paragraph={{ rows: 12 }} />}
      {powers.isError && !powers.data && !isSessionEnded(powers.error) && (
        <Alert
          type="error"
          showIcon
          title={t('roles.powers.failed', { msg: powers.error.message })}
          action={
            <Button size="small" onClick={() => void powers.refetch()}>
              {t('common.retry')}
            </Button>
          }
        />
      )}
      {powers.data && (
        <PowersEditor
          // A reload (or a save) starts the editor afresh from what the server holds.
          key={`${powers.data.role.version}:${powers.dataUpdatedAt}`}
          data={powers.data}
          reloading={powers.isFetching}
          onReload={() => void powers.refetch()}
          onDirty={setDirty}
          onClose={close}
        />
      )}
    </Drawer>
  );
}

interface EditorProps {
  data: PowersData;
  reloading: boolean;
  onReload: () => void;
  onDirty: (dirty: boolean) => void;
  onClose: () => void;
}

function PowersEditor({ data, reloading, onReload, onDirty, onClose }: EditorProps) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const ix = useMemo(() => indexTree(data.tree), [data]);
  const loaded = useMemo(() => initialState(ix), [ix]);
  const [state, setState] = useState<PowerState>(loaded);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<number[]>(() => data.tree.map((n) => n.id));
  const [saving, setSaving] = useState(false);
  const [problem, setProblem] = useState<{ stale: boolean; text: string } | null>(null);
  const readOnly = data.locked !== null;
  const dirty = isDirty(ix, loaded, state);
  const lang = i18n.language;
  // A button's English title repeats its page's ("Client orders: Edit order"); under its page the button's own words are enough.
  const title = (n: PowerNode) => {
    const up = ix.parent.get(n.id);
    const page = n.type === 'button' && up != null ? ix.byId.get(up) : undefined;
    const en =
      page && n.title_en.startsWith(`${page.title_en}: `) ? n.title_en.slice(page.title_en.length + 2) : n.title_en;
    return pickLang(lang, n.title, en);
  };

  // A new editor (opened, reloaded, saved) starts with nothing unsaved.
  useEffect(() => onDirty(false), [onDirty]);

  const change = (next: PowerState) => {
    setState(next);
    onDirty(isDirty(ix, loaded, next));
  };

  const save = async () => {
    setSaving(true);
    setProblem(null);
    try {
      const next = await savePowers({ roleId: data.role.id, version: data.role.version, grants: grantsOf(ix, state) });
      onDirty(false);
      client.setQueryData(roleKeys.powers(user, data.role.id), next);
      void invalidateRoles(client, user);
      showSuccess(t('roles.powers.saved', { name: pickLang(lang, data.role.name, data.role.name_en) }));
    } catch (e) {
      const stale = e instanceof ApiError && e.status === 409;
      setProblem({
        stale,
        text: stale
          ? t('roles.powers.stale')
          : t('roles.powers.refused', { msg: e instanceof Error ? e.message : String(e) }),
      });
    } finally {
      setSaving(false);
    }
  };

  const shown = useMemo(() => filterTree(data.tree, search), [data, search]);
  const searching = search.trim() !== '';
  const checks = treeChecks(ix, state);
  const c = counts(ix, state);

  const nodeTitle = (n: PowerNode) => {
    const page = n.type === 'menu';
    const checked = state.checked.has(n.id);
    const active = isActive(ix, state, n.id);
    return (
      <span
        className={`pw-node${checked && !active ? ' pw-inactive' : ''}`}
        data-testid="power-node"
        data-mark={n.mark}
        data-type={n.type}
        data-checked={checked ? '1' : ''}
      >
        <span className={n.type === 'directory' ? 'pw-title pw-dir' : 'pw-title'} data-user-content="">
          {title(n)}
        </span>
        {n.mark && <span className="bo-code bo-muted pw-mark">{n.mark}</span>}
        {n.status !== 1 && <span className="ot ot-orange pw-tag">{t('roles.powers.disabledRow')}</span>}
        {n.hidden && <span className="ot ot-grey pw-tag">{t('roles.powers.hiddenRow')}</span>}
        {page && checked && (
          // A click on the switch is not a click on the row.
          <span
            className="pw-switch"
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
            role="presentation"
          >
            <Switch
              size="small"
              checked={active}
              disabled={readOnly}
              aria-label={t('roles.powers.activeLabel', { title: title(n) })}
              onChange={(on) => change(setActive(state, n.id, on))}
              data-testid="power-active"
            />
            <span className={active ? 'pw-state' : 'pw-state bo-muted'} aria-hidden="true">
              {active ? t('roles.powers.active') : t('roles.powers.inactive')}
            </span>
          </span>
        )}
      </span>
    );
  };
  const toData = (nodes: PowerNode[]): DataNode[] =>
    nodes.map((n) => ({
      key: n.id,
      title: nodeTitle(n),
      disableCheckbox: readOnly,
      children: n.children.length ? toData(n.children) : undefined,
    }));

  return (
    <div
      className="pw"
      data-testid="powers-editor"
      data-version={data.role.version}
      data-locked={data.locked ?? ''}
      aria-busy={reloading || saving || undefined}
    >
      {readOnly ? (
        <Alert
          type="info"
          showIcon
          title={t(LOCK_TEXT[data.locked!])}
          className="pw-line"
          data-testid="powers-locked"
        />
      ) : (
        <p className="bo-muted pw-line">{t('roles.powers.help')}</p>
      )}
      {problem && (
        <Alert
          type={problem.stale ? 'warning' : 'error'}
          showIcon
          title={problem.text}
          className="pw-line"
          data-testid={problem.stale ? 'powers-stale' : 'powers-refused'}
          action={
            problem.stale ? (
              <Button size="small" onClick={onReload} loading={reloading} data-testid="powers-reload">
                {t('roles.powers.reload')}
              </Button>
            ) : undefined
          }
        />
      )}
      <div className="pw-tools">
        <Input.Search
          allowClear
          placeholder={t('roles.powers.search')}
          aria-label={t('roles.powers.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          className="pw-search"
          data-testid="powers-search"
        />
        <Button onClick={() => setExpanded(parentIds(ix))} data-testid="powers-expand">
          {t('roles.powers.expandAll')}
        </Button>
        <Button onClick={() => setExpanded([])} data-testid="powers-collapse">
          {t('roles.powers.collapseAll')}
        </Button>
      </div>
      <div className="pw-status">
        <span className="bo-muted" data-testid="powers-counts">
          {t('roles.powers.counts', { granted: c.granted, total: c.total })}
        </span>
        {dirty && (
          <span className="ot ot-gold" data-testid="powers-dirty">
            {t('roles.powers.unsaved')}
          </span>
        )}
      </div>
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roles.powers.noMatch')} />
      ) : (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          blockNode
          treeData={toData(shown)}
          checkedKeys={checks}
          // While searching, every row found is shown opened; the user's own choice comes back after.
          expandedKeys={searching ? parentIds(ix) : expanded}
          onExpand={(keys) => {
            if (!searching) setExpanded(keys as number[]);
          }}
          onCheck={(_keys, info) => {
            if (!readOnly) change(toggle(ix, state, Number(info.node.key), info.checked));
          }}
          className="pw-tree"
          data-testid="powers-tree"
        />
      )}
      <div className="pw-footer">
        <Button onClick={onClose} data-testid="powers-close">
          {t('roles.powers.close')}
        </Button>
        {!readOnly && (
          <Button
            type="primary"
            onClick={() => void save()}
            loading={saving}
            disabled={!dirty || problem?.stale === true}
            data-testid="powers-save"
          >
            {t('roles.powers.save')}
          </Button>
        )}
      </div>
    </div>
  );
}
