import { useMemo, useState } from 'react';
import { Empty, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useTranslation } from 'react-i18next';
import type { PowerNode, PowersData } from '@bo/contract';
import { PowerNodeTitle } from './power-node-title';
import { counts, filterTree, isActive, parentIds, setActive, toggle, treeChecks } from './power-tree';
import { PowersFooter } from './powers-footer';
import { PowersNotice } from './powers-notice';
import { PowersTools } from './powers-tools';
import { usePowersEditor } from './use-powers-editor';

interface Props {
  data: PowersData;
  reloading: boolean;
  onReload: () => void;
  onDirty: (dirty: boolean) => void;
  onClose: () => void;
}

/** The checkable tree of a role's powers, with its search, counts and save. */
export function PowersEditor({ data, reloading, onReload, onDirty, onClose }: Props) {
  const { t } = useTranslation();
  const { ix, state, saving, problem, dirty, title, change, save } = usePowersEditor(data, onDirty);
  const [search, setSearch] = useState('');
  const [expanded, setExpanded] = useState<number[]>(() => data.tree.map((n) => n.id));
  const readOnly = data.locked !== null;
  const shown = useMemo(() => filterTree(data.tree, search), [data, search]);
  const searching = search.trim() !== '';

  const toData = (nodes: PowerNode[]): DataNode[] =>
    nodes.map((n) => ({
      key: n.id,
      title: (
        <PowerNodeTitle
          node={n}
          title={title(n)}
          checked={state.checked.has(n.id)}
          active={isActive(ix, state, n.id)}
          readOnly={readOnly}
          onActive={(on) => change(setActive(state, n.id, on))}
        />
      ),
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
      <PowersNotice locked={data.locked} problem={problem} reloading={reloading} onReload={onReload} />
      <PowersTools
        search={search}
        onSearch={setSearch}
        onExpandAll={() => setExpanded(parentIds(ix))}
        onCollapseAll={() => setExpanded([])}
        counts={counts(ix, state)}
        dirty={dirty}
      />
      {shown.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('roles.powers.noMatch')} />
      ) : (
        <Tree
          checkable
          checkStrictly
          selectable={false}
          blockNode
          treeData={toData(shown)}
          checkedKeys={treeChecks(ix, state)}
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
      <PowersFooter
        readOnly={readOnly}
        saving={saving}
        canSave={dirty && problem?.stale !== true}
        onSave={() => void save()}
        onClose={onClose}
      />
    </div>
  );
}
