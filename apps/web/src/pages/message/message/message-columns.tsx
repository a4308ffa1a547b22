import type { MessageRow, MessageTab } from '@bo/contract';
import { branchTime } from '../../../components/branch-time';
import { Muted, TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RowLink, type Opens } from '../../../components/list-page/row-actions';
import { Tag } from '../../../components/tag';
import { titleOf } from '../../../components/notices/notice-read';

/** What a tab's rows may do: open a message (it is marked read). */
export interface MessageContext {
  tab: MessageTab;
  show: (row: MessageRow) => void;
  detail: Opens;
}

export type MessageSums = { unread: number };

const when = (iso: string | null) => (iso ? branchTime(iso, 'YYYY-MM-DD HH:mm') : '');

/** A tab's columns: to-dos add their state and who did them, notices whom they went to. */
export const MESSAGE_COLUMNS: ColumnSpec<MessageRow, MessageContext, MessageSums>[] = [
  {
    key: 'title',
    title: 'messages.col.title',
    width: 320,
    mobileWidth: 180,
    sort: 'title',
    render: (r, { lang, show, detail }) => (
      <RowLink className="msg-open" onClick={() => show(r)} opens={detail} testId="message-open">
        <TextCell text={titleOf(lang, r)} />
      </RowLink>
    ),
  },
  {
    key: 'read',
    title: 'messages.col.read',
    width: 90,
    render: (r, { t }) =>
      r.readAt ? (
        <Muted>{t('messages.read')}</Muted>
      ) : (
        <span className="msg-unread-tag" data-testid="message-unread">
          {t('messages.unread')}
        </span>
      ),
  },
  {
    key: 'state',
    title: 'messages.col.state',
    width: 90,
    when: (c) => c.tab === 'todo',
    render: (r, { t }) => (
      <Tag colour={r.state === 'open' ? 'gold' : 'green'} data-testid="message-state">
        {t(`noticePanel.state.${r.state ?? 'open'}`)}
      </Tag>
    ),
  },
  {
    key: 'to',
    title: 'messages.col.to',
    width: 110,
    when: (c) => c.tab === 'notice',
    render: (r, { t }) => (r.toRoles ? t('messages.toRole') : t('messages.toAll')),
  },
  {
    key: 'sender',
    title: 'messages.col.sender',
    width: 130,
    render: (r, { t }) => <TextCell text={r.senderName} empty={<Muted>{t('noticePanel.system')}</Muted>} />,
  },
  {
    key: 'createdAt',
    title: 'messages.col.createdAt',
    width: 150,
    sort: 'createdAt',
    render: (r) => <span className="bo-code">{when(r.createdAt)}</span>,
  },
  {
    key: 'done',
    title: 'messages.col.done',
    width: 170,
    when: (c) => c.tab === 'todo',
    render: (r) =>
      r.doneAt ? <span className="bo-code">{[r.doneBy, when(r.doneAt)].filter(Boolean).join(' · ')}</span> : <Muted />,
  },
];
