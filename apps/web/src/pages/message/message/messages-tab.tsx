import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { M, type MessageRow, type MessageTab } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { useSubmit } from '../../../components/submit/use-submit';
import { lazyPart } from '../../../lib/lazy-part';
import { titleOf, useMessageReading } from '../../../components/notices/notice-read';
import { MESSAGE_COLUMNS } from './message-columns';
import { messageListQuery } from './message-queries';
import { MESSAGE_RULES } from './message-rules';
import { MESSAGES_ROUTE } from './message-tabs';
import { MessageToolbar } from './message-toolbar';
import { filterFormPart } from '../../../components/data-table/filter-form-part';
import './messages.css';

const MessageFilters = filterFormPart(() => import('./message-filters'));
const TodoFilters = filterFormPart(() => import('./message-filters').then((m) => ({ default: m.TodoFilters })));
/** An opened message (antd Modal), the same as the bell's. */
const NoticeDetail = lazyPart(() => import('../../../components/notices/notice-detail'));
/** The send form (antd Modal, Form, Select) loads when first opened or its button hovered. */
const SendDialog = lazyPart(() => import('./send-dialog'));

/**
 * One tab of /message/message (issue 14 #4): the user's notices, messages or to-dos on the data
 * table, unread rows in bold; open one (it is marked read), mark the picked ones or all read; a
 * to-do shows its state and where it is answered. Holders of notice:send send from here.
 */
export function MessagesTab({ tab }: { tab: MessageTab }) {
  const { t, i18n } = useTranslation();
  const canSend = useAllow(MESSAGES_ROUTE, M.noticeSend);
  const reading = useMessageReading();
  const dialog = useRowDialog<'detail' | 'send', MessageRow | null>();
  const [picked, setPicked] = useState<(string | number)[]>([]);
  // The read calls are not quiet: the HTTP client says why one failed.
  const marking = useSubmit({ show: 'by-call' });
  const mark = (work: () => Promise<void>) => void marking.run(work).then((done) => done && setPicked([]));
  const show = (r: MessageRow) => {
    dialog.open('detail', r);
    void reading.read([r]).catch(() => undefined);
  };
  const columns = useColumns(MESSAGE_COLUMNS, { tab, show, detail: NoticeDetail });

  return (
    <ListPage
      testId={`messages-${tab}`}
      className="msg-tab"
      route={MESSAGES_ROUTE}
      tab={tab}
      table={`messages-${tab}`}
      title={t(`messages.title.${tab}`)}
      rules={MESSAGE_RULES[tab]}
      columns={columns}
      keyColumn="title"
      query={(u, s) => messageListQuery(u, tab, s)}
      filters={tab === 'todo' ? TodoFilters : MessageFilters}
      empty={t(`noticePanel.empty.${tab}`)}
      rowClassName={(r) => (r.readAt ? undefined : 'msg-row-unread')}
      selection={{
        keys: picked,
        onChange: setPicked,
        title: t('messages.pick'),
        label: (r) => t('messages.pickOf', { title: titleOf(i18n.language, r) }),
        disabled: (r) => Boolean(r.readAt),
      }}
      toolbar={(_s, data) => (
        <MessageToolbar
          picked={picked.length}
          unread={data?.summary.unread ?? 0}
          busy={marking.busy}
          onReadPicked={() => mark(() => reading.read(picked.map((id) => ({ id: Number(id), readAt: null }))))}
          onReadAll={() => mark(() => reading.readAll(tab))}
          canSend={canSend}
          onSend={() => dialog.open('send', null)}
          sender={SendDialog}
        />
      )}
    >
      <Opened value={dialog.current}>
        {({ kind, row }) =>
          kind === 'send' ? <SendDialog onClose={dialog.close} /> : <NoticeDetail row={row!} onClose={dialog.close} />
        }
      </Opened>
    </ListPage>
  );
}
