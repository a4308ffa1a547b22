import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT_LIMITS, type DepartmentRow } from '@bo/contract';
import { EllipsisText } from '../../../components/ellipsis-text';
import type { DepartmentDialogKind } from './department-dialog';
import type { TreeNode } from './department-tree';

type Open = (kind: DepartmentDialogKind, row: DepartmentRow | null, parentId?: number | null) => void;
/** Hovering or focusing a button loads the dialog ahead of the click. */
type Hint = { onPointerEnter: () => void; onFocus: () => void };

/** One department in the tree: name, leader, phone, sort, contacts, state, and (editors) its actions. */
export function DepartmentNode({
  node: n,
  canEdit,
  onOpen: open,
  hint,
}: {
  node: TreeNode<DepartmentRow>;
  canEdit: boolean;
  onOpen: Open;
  hint: Hint;
}) {
  const { t } = useTranslation();
  const r = n.row;
  return (
    <div className="dept-node" data-testid="dept-node" data-name={r.name}>
      <EllipsisText className="dept-name" text={r.name} data-user-content="" data-testid="dept-name" />
      <span className="dept-meta">
        {r.leader && <EllipsisText text={`${t('site.dept.leader')}: ${r.leader}`} data-user-content="" />}
        {r.phone && <EllipsisText text={r.phone} code data-user-content="" />}
        <span>
          {t('site.dept.sort')} {r.sort}
        </span>
        {r.contacts > 0 && <span>{t('site.dept.contacts', { count: r.contacts })}</span>}
      </span>
      <span className={`ot ${r.status === 1 ? 'ot-green' : 'ot-grey'}`} data-status={r.status}>
        {t(`site.status.${r.status}`)}
      </span>
      {canEdit && (
        // Clicks on the buttons must not toggle the tree node.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- not a control: it keeps the buttons' clicks from the tree node
        <span className="dept-actions" onClick={(e) => e.stopPropagation()} data-user-content="">
          {n.level < DEPARTMENT_LIMITS.depth && (
            <Button
              size="small"
              type="link"
              onClick={() => open('add', null, r.id)}
              {...hint}
              aria-label={t('site.dept.addChildOf', { name: r.name })}
              data-testid="dept-add-child"
            >
              {t('site.dept.addChild')}
            </Button>
          )}
          <Button
            size="small"
            type="link"
            onClick={() => open('edit', r)}
            {...hint}
            aria-label={t('site.dept.editOf', { name: r.name })}
            data-testid="dept-edit"
          >
            {t('site.edit')}
          </Button>
          <Button
            size="small"
            type="link"
            onClick={() => open('move', r)}
            {...hint}
            aria-label={t('site.dept.moveOf', { name: r.name })}
            data-testid="dept-move"
          >
            {t('site.dept.move')}
          </Button>
          <Button
            size="small"
            type="link"
            danger
            onClick={() => open('remove', r)}
            {...hint}
            aria-label={t('site.dept.deleteOf', { name: r.name })}
            data-testid="dept-delete"
          >
            {t('site.delete')}
          </Button>
        </span>
      )}
    </div>
  );
}
