import type { OperationRow } from '@bo/contract';
import { TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RoleNames } from '../../../components/role-names';
import { onOff, Tag } from '../../../components/tag';
import { pickLang } from '../../../locales/pick-lang';

/** The operation catalogue's columns. */
export const OP_COLUMNS: ColumnSpec<OperationRow>[] = [
  {
    key: 'mark',
    title: 'menus.op.col.mark',
    width: 170,
    sort: 'mark',
    render: (r) => <TextCell text={r.mark} code userContent={false} testId="op-mark" />,
  },
  {
    key: 'title',
    title: 'menus.op.col.title',
    width: 200,
    render: (r, { lang }) => <TextCell text={pickLang(lang, r.menuname, r.menuename)} />,
  },
  {
    key: 'page',
    title: 'menus.op.col.page',
    width: 200,
    sort: 'page',
    render: (r, { lang }) => <TextCell text={pickLang(lang, r.pageName, r.pageNameEn)} tooltip={r.pageRoute} />,
  },
  {
    key: 'status',
    title: 'menus.op.col.status',
    width: 90,
    render: (r, { t }) => (
      <Tag colour={onOff(r.status === 1)}>{t(r.status === 1 ? 'menus.op.enabled' : 'menus.op.disabled')}</Tag>
    ),
  },
  {
    key: 'roles',
    title: 'menus.op.col.roles',
    width: 260,
    render: (r, { t }) => <RoleNames roles={r.roles} none={t('menus.op.noRole')} />,
  },
];
