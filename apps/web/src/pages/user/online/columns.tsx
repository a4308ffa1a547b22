import type { OnlineUserRow } from '@bo/contract';
import { TextCell, TimeCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowConfirm } from '../../../components/list-page/row-confirm';
import { EllipsisText } from '../../../components/ellipsis-text';
import { Tag } from '../../../components/tag';
import { UserAgentText } from '../../../components/user-agent-text';
import { pickLang } from '../../../locales/pick-lang';

/** What a row may do: end its session (staff:signout), never the session showing the list. */
export interface OnlineContext {
  canSignOut: boolean;
  end: (row: OnlineUserRow) => Promise<unknown>;
  ending: (sessionId: number) => boolean;
}

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** The open sessions' columns. */
export const ONLINE_COLUMNS: ColumnSpec<OnlineUserRow, OnlineContext>[] = [
  {
    key: 'account',
    title: 'online.col.account',
    width: 170,
    sort: 'account',
    render: (r, { t }) => (
      <span className="online-account">
        <TextCell text={r.userName} code />
        {r.current && <Tag colour="purple">{t('online.thisSession')}</Tag>}
      </span>
    ),
  },
  { key: 'nickName', title: 'online.col.nickName', width: 140, render: (r) => <TextCell text={r.nickName} /> },
  {
    key: 'role',
    title: 'online.col.role',
    width: 130,
    render: (r, { lang }) => <EllipsisText text={pickLang(lang, r.roleName, r.roleNameEn)} data-user-content="" />,
  },
  {
    key: 'since',
    title: 'online.col.since',
    width: 160,
    sort: 'since',
    render: (r) => <TimeCell at={r.createdAt} format={TIME} />,
  },
  {
    key: 'lastSeen',
    title: 'online.col.lastSeen',
    width: 160,
    sort: 'lastSeen',
    render: (r) => <TimeCell at={r.lastSeenAt} format={TIME} />,
  },
  { key: 'ip', title: 'online.col.ip', width: 140, render: (r) => <TextCell text={r.ip} code userContent={false} /> },
  { key: 'device', title: 'online.col.device', width: 200, render: (r) => <UserAgentText agent={r.userAgent} /> },
  {
    key: 'actions',
    title: 'online.col.actions',
    width: 110,
    fixedRight: true,
    when: (c) => c.canSignOut,
    render: (r, { t, end, ending }) =>
      r.current ? null : (
        <RowConfirm
          confirm={{
            title: t('online.endTitle', { name: r.userName }),
            description: t('online.endHint'),
            okText: t('online.end'),
            cancelText: t('online.keep'),
            okTestId: 'online-end-ok',
          }}
          onConfirm={() => end(r)}
          label={t('online.endOf', { name: r.userName })}
          userContent
          danger
          loading={ending(r.sessionId)}
          testId="online-end"
        >
          {t('online.end')}
        </RowConfirm>
      ),
  },
];
