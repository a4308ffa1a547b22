import { Suspense, useMemo, useState } from 'react';
import { Button } from 'antd';
import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { M, type MessageRow, type MessageTab } from '@bo/contract';
import { listMessages, messageKeys } from '../../../api/messages';
import { useAllow } from '../../../components/allow';
import { DataTable } from '../../../components/data-table/data-table';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';
import type { DataColumn } from '../../../components/data-table/types';
import { EllipsisText } from '../../../components/ellipsis-text';
import { lazyPart } from '../../../layout/lazy-part';
import { titleOf, useMessageReading } from '../../../layout/notice-read';
import { useIsMobile } from '../../../layout/use-is-mobile';
import { useUserStore } from '../../../stores/user';
import { MESSAGE_RULES } from './message-rules';
import { MESSAGES_ROUTE } from './message-tabs';
import '../../../components/tag.css';
import './messages.css';
import { branchTime } from '../../../components/branch-time';

const MessageFilters = lazyPart(() => import('./message-filters'));
const TodoFilters = lazyPart(() => import('./message-filters').then((m) => ({ default: m.TodoFilters })));
/** An opened message (antd Modal), the same as the bell's. */
const NoticeDetail = lazyPart(() => import('../../../layout/notice-detail'));
/** The send form (antd Modal, Form, Select) loads when first opened or its button hovered. */
const SendDialog = lazyPart(() => import('./send-dialog'));

type Summary = { unread: number };
const when = (iso: string | null) => (iso ? branchTime(iso, 'YYYY-MM-DD HH:mm') : '');

/**
 * One tab of /message/message (issue 14 #4): the user's notices, messages or to-dos on the data
 * table, unread rows in bold; open one (it is marked read), mark the picked ones or all read; a
 * to-do shows its state and where it is answered. Holders of notice:send send from here.
 */
export function MessagesTab({ tab }: { tab: MessageTab }) {
  const { t, i18n } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const mobile = useIsMobile();
  const canSend = useAllow(MESSAGES_ROUTE, M.noticeSend);
  const reading = useMessageReading();
  const [shown, setShown] = useState<MessageRow | null>(null);
  const [sending, setSending] = useState(false);
  const [picked, setPicked] = useState<(string | number)[]>([]);
  const [busy, setBusy] = useState(false);

  const open = (r: MessageRow) => {
    setShown(r);
    void reading.read([r]).catch(() => undefined);
  };
  const act = async (work: () => Promise<void>) => {
    setBusy(true);
    try {
      await work();
      setPicked([]);
    } catch {
      // The HTTP client has said why.
    } finally {
      setBusy(false);
    }
  };

  const columns = useMemo<DataColumn<MessageRow, Summary>[]>(() => {
    const hint = { onPointerEnter: NoticeDetail.preload, onFocus: NoticeDetail.preload };
    const cols: DataColumn<MessageRow, Summary>[] = [
      {
        key: 'title',
        title: t('messages.col.title'),
        width: mobile ? 180 : 320,
        sort: 'title',
        render: (r) => (
          <Button
            type="link"
            size="small"
            className="msg-open"
            onClick={() => open(r)}
            {...hint}
            data-testid="message-open"
          >
            <EllipsisText text={titleOf(i18n.language, r)} data-user-content="" />
          </Button>
        ),
      },
      {
        key: 'read',
        title: t('messages.col.read'),
        width: 90,
        render: (r) =>
          r.readAt ? (
            <span className="bo-muted">{t('messages.read')}</span>
          ) : (
            <span className="msg-unread-tag" data-testid="message-unread">
              {t('messages.unread')}
            </span>
          ),
      },
    ];
    if (tab === 'todo') {
      cols.push({
        key: 'state',
        title: t('messages.col.state'),
        width: 90,
        render: (r) => (
          <span className={`ot ${r.state === 'open' ? 'ot-gold' : 'ot-green'}`} data-testid="message-state">
            {t(`noticePanel.state.${r.state ?? 'open'}`)}
          </span>
        ),
      });
    }
    if (tab === 'notice') {
      cols.push({
        key: 'to',
        title: t('messages.col.to'),
        width: 110,
        render: (r) => (r.toRoles ? t('messages.toRole') : t('messages.toAll')),
      });
    }
    cols.push(
      {
        key: 'sender',
        title: t('messages.col.sender'),
        width: 130,
        render: (r) =>
          r.senderName ? (
            <EllipsisText text={r.senderName} data-user-content="" />
          ) : (
            <span className="bo-muted">{t('noticePanel.system')}</span>
          ),
      },
      {
        key: 'createdAt',
        title: t('messages.col.createdAt'),
        width: 150,
        sort: 'createdAt',
        render: (r) => <span className="bo-code">{when(r.createdAt)}</span>,
      },
    );
    if (tab === 'todo') {
      cols.push({
        key: 'done',
        title: t('messages.col.done'),
        width: 170,
        render: (r) =>
          r.doneAt ? (
            <span className="bo-code">{[r.doneBy, when(r.doneAt)].filter(Boolean).join(' · ')}</span>
          ) : (
            <span className="bo-muted">—</span>
          ),
      });
    }
    return cols;
    // open is stable enough: it only sets state and calls the reading hook.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n.language, tab, mobile]);

  const query = useMemo(
    () => (s: ListState) =>
      queryOptions({
        queryKey: messageKeys.list(user.gscode, user.ID, tab, s),
        queryFn: () => listMessages({ ...listQueryOf(s), tab }),
        placeholderData: keepPreviousData,
      }),
    [user.gscode, user.ID, tab],
  );

  return (
    <div className="msg-tab" data-testid={`messages-${tab}`}>
      <DataTable<MessageRow, Summary>
        route={MESSAGES_ROUTE}
        tab={tab}
        tableId={`messages-${tab}`}
        title={t(`messages.title.${tab}`)}
        rules={MESSAGE_RULES[tab]}
        columns={columns}
        keyColumn="title"
        rowKey={(r) => r.id}
        query={query}
        filterForm={tab === 'todo' ? TodoFilters : MessageFilters}
        emptyText={t(`noticePanel.empty.${tab}`)}
        rowClassName={(r) => (r.readAt ? undefined : 'msg-row-unread')}
        selection={{
          keys: picked,
          onChange: setPicked,
          title: t('messages.pick'),
          label: (r) => t('messages.pickOf', { title: titleOf(i18n.language, r) }),
          disabled: (r) => Boolean(r.readAt),
        }}
        extra={(_s, data) => (
          <>
            {picked.length > 0 && (
              <Button
                icon={<CheckOutlined />}
                loading={busy}
                onClick={() => void act(() => reading.read(picked.map((id) => ({ id: Number(id), readAt: null }))))}
                data-testid="messages-read-picked"
              >
                {t('messages.readPicked', { count: picked.length })}
              </Button>
            )}
            <Button
              icon={<CheckOutlined />}
              disabled={!data || data.summary.unread === 0}
              loading={busy && picked.length === 0}
              onClick={() => void act(() => reading.readAll(tab))}
              aria-label={mobile ? t('messages.readAll') : undefined}
              data-testid="messages-read-all"
            >
              {mobile ? null : t('messages.readAll')}
            </Button>
            {canSend && (
              <Button
                type="primary"
                icon={<SendOutlined />}
                onClick={() => setSending(true)}
                onPointerEnter={SendDialog.preload}
                onFocus={SendDialog.preload}
                aria-label={mobile ? t('messages.send') : undefined}
                data-testid="messages-send"
              >
                {mobile ? null : t('messages.send')}
              </Button>
            )}
          </>
        )}
      />
      {shown && (
        <Suspense fallback={null}>
          <NoticeDetail row={shown} onClose={() => setShown(null)} />
        </Suspense>
      )}
      {sending && (
        <Suspense fallback={null}>
          <SendDialog onClose={() => setSending(false)} />
        </Suspense>
      )}
    </div>
  );
}
