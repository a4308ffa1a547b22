import { useMemo } from 'react';
import { Form, Input, InputNumber, Modal, Switch, TreeSelect } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT_LIMITS, type DepartmentRow } from '@bo/contract';
import { removeDepartment, saveDepartment } from '../../../api/site';
import { RefusalAlert } from '../../../components/submit/refusal-alert';
import { FormDialog } from '../../../components/form-dialog/form-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { useUserStore } from '../../../stores/user';
import { invalidateSite } from './department-queries';
import { buildTree, levelOf, subtreeHeight, subtreeIds, type TreeNode } from './department-tree';
import { Named } from './named';
import { sitePhoneRules, siteTextRules } from './site-rules';
import { flagOf } from '../../../lib/flag';

export type DepartmentDialogKind = 'add' | 'edit' | 'move' | 'remove';

interface Props {
  kind: DepartmentDialogKind;
  row: DepartmentRow | null;
  /** Where a new department goes (add), or the row's parent. */
  parentId: number | null;
  rows: DepartmentRow[];
  onClose: () => void;
}

interface Values {
  parent: number;
  name: string;
  leader: string;
  phone: string;
  sort: number;
  status: boolean;
}

/** The top of the tree in the parent picker (TreeSelect needs a value). */
const TOP = 0;

/**
 * The departments page's dialogs (loaded when first opened): add or edit a department (a form
 * with its place in the tree), move one (the place only), delete one (a confirmation saying
 * what becomes of its contacts). A refusal stays in the dialog in the server's words.
 */
export default function DepartmentDialog(props: Props) {
  return props.kind === 'remove' ? (
    <RemoveDialog row={props.row!} rows={props.rows} onClose={props.onClose} />
  ) : (
    <DepartmentForm {...props} />
  );
}

/** The dialog's starting values: the department's own, or a new enabled one under `parentId`. */
function initialOf(row: DepartmentRow | null, parentId: number | null): Values {
  return row
    ? {
        parent: row.parentId ?? TOP,
        name: row.name,
        leader: row.leader,
        phone: row.phone,
        sort: row.sort,
        status: row.status === 1,
      }
    : { parent: parentId ?? TOP, name: '', leader: '', phone: '', sort: 0, status: true };
}

/** The form's values as the save call takes them (the top of the tree is no parent). */
function bodyOf(v: Values) {
  return {
    parentId: v.parent === TOP ? null : v.parent,
    name: v.name.trim(),
    leader: (v.leader ?? '').trim(),
    phone: (v.phone ?? '').trim(),
    sort: v.sort ?? 0,
    status: flagOf(v.status),
  };
}

/** The parent picker's tree. */
function useParentTree(rows: DepartmentRow[], row: DepartmentRow | null) {
  const { t } = useTranslation();
  // The places it may go: not itself or below itself, and not so deep that its subtree passes the limit.
  return useMemo(() => {
    const own = row ? subtreeIds(rows, row.id) : new Set<number>();
    const height = row ? subtreeHeight(rows, row.id) : 1;
    const toOption = (list: TreeNode<DepartmentRow>[]): unknown[] =>
      list.map((n) => ({
        value: n.row.id,
        title: n.row.name,
        disabled: own.has(n.row.id) || levelOf(rows, n.row.id) + height > DEPARTMENT_LIMITS.depth,
        children: toOption(n.children),
      }));
    return [{ value: TOP, title: t('site.dept.form.top') }, ...toOption(buildTree(rows))];
  }, [rows, row, t]);
}

function DepartmentForm({ kind, row, parentId, rows, onClose }: Props) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const [form] = Form.useForm<Values>();
  const { busy, refusal, run } = useSubmit({ onStale: () => invalidateSite(client, user) });

  const parentTree = useParentTree(rows, row);

  const save = (v: Values) =>
    run(async () => {
      const body = bodyOf(v);
      const saved = await saveDepartment(row ? { id: row.id, version: row.version, ...body } : body);
      showSuccess(t(row ? 'site.dept.done.saved' : 'site.dept.done.added', { name: saved.name }));
      void invalidateSite(client, user);
      onClose();
    });

  const title =
    kind === 'add' ? (
      t('site.dept.form.addTitle')
    ) : (
      <Named
        name={row!.name}
        text={(name) => t(kind === 'move' ? 'site.dept.form.moveTitle' : 'site.dept.form.editTitle', { name })}
      />
    );
  const moving = kind === 'move';

  return (
    <FormDialog<Values>
      title={title}
      okText={kind === 'add' ? t('site.add') : t('site.save')}
      form={form}
      name="department"
      initialValues={initialOf(row, parentId)}
      onFinish={save}
      onClose={onClose}
      submit={{ busy, refusal }}
      testIds={{ dialog: 'dept-dialog', save: 'dept-save', refused: 'dept-refused' }}
    >
      <Form.Item
        name="parent"
        label={t('site.dept.form.parent')}
        extra={t('site.dept.form.parentHelp', { max: DEPARTMENT_LIMITS.depth })}
      >
        <TreeSelect
          treeData={parentTree as never}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          autoFocus={moving}
          data-testid="dept-parent"
        />
      </Form.Item>
      <div hidden={moving}>
        <DetailFields moving={moving} />
      </div>
    </FormDialog>
  );
}

/** What a move leaves alone: name, leader, phone, sort, state (hidden, still in the form, while moving). */
function DetailFields({ moving }: { moving: boolean }) {
  const { t } = useTranslation();
  const text = siteTextRules(t);
  return (
    <>
      <Form.Item
        name="name"
        label={t('site.dept.form.name')}
        rules={text(t('site.dept.form.name'), DEPARTMENT_LIMITS.name, true)}
      >
        <Input
          autoComplete="off"
          autoFocus={!moving}
          count={{ show: true, max: DEPARTMENT_LIMITS.name }}
          data-testid="dept-name-input"
        />
      </Form.Item>
      <Form.Item
        name="leader"
        label={t('site.dept.form.leader')}
        rules={text(t('site.dept.form.leader'), DEPARTMENT_LIMITS.leader)}
      >
        <Input autoComplete="off" maxLength={DEPARTMENT_LIMITS.leader} />
      </Form.Item>
      <Form.Item
        name="phone"
        label={t('site.dept.form.phone')}
        rules={sitePhoneRules(t, t('site.dept.form.phone'), DEPARTMENT_LIMITS.phone)}
      >
        <Input autoComplete="off" inputMode="tel" maxLength={DEPARTMENT_LIMITS.phone} />
      </Form.Item>
      <Form.Item name="sort" label={t('site.dept.form.sort')} extra={t('site.dept.form.sortHelp')}>
        <InputNumber min={0} max={DEPARTMENT_LIMITS.sort} precision={0} style={{ width: 140 }} />
      </Form.Item>
      <Form.Item name="status" label={t('site.dept.form.status')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </>
  );
}

function RemoveDialog({ row, rows, onClose }: { row: DepartmentRow; rows: DepartmentRow[]; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const user = useUserStore((s) => s.info)!;
  const { busy, refusal, run } = useSubmit();
  const children = rows.filter((r) => r.parentId === row.id).length;

  const confirm = async () => {
    const done = await run(async () => {
      await removeDepartment({ id: row.id, version: row.version });
      showSuccess(t('site.dept.done.deleted', { name: row.name }));
      void invalidateSite(client, user);
      onClose();
    });
    if (!done) void invalidateSite(client, user);
  };
  const blocked = children > 0;
  return (
    <Modal
      open
      title={<Named name={row.name} text={(name) => t('site.dept.confirm.title', { name })} />}
      okText={t('site.delete')}
      okButtonProps={{ danger: true, loading: busy, disabled: blocked, 'data-testid': 'dept-confirm' }}
      cancelText={refusal || blocked ? t('common.close') : t('common.cancel')}
      onOk={() => void confirm()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="dept-confirm-dialog"
    >
      <RefusalAlert text={refusal} testId="dept-refused" />
      {blocked ? (
        <p data-testid="dept-has-children">{t('site.dept.confirm.children', { count: children })}</p>
      ) : (
        <p>
          {t('site.dept.confirm.text')}{' '}
          {row.contacts > 0 && (
            <strong data-testid="dept-contacts-kept">{t('site.dept.confirm.contacts', { count: row.contacts })}</strong>
          )}
        </p>
      )}
    </Modal>
  );
}
