import { Button, Modal, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TODO_PAGES, type MessageRow } from '@bo/contract';
import { usePageStrings } from '../use-page-strings';
import { PowerDecision } from './power-decision';
import { bodyOf, titleOf } from './notice-read';
import './notice-detail.css';
import { branchTime } from '../branch-time';

const when = (iso: string | null) => (iso ? branchTime(iso, 'YYYY-MM-DD HH:mm') : '');

/** Where a to-do is answered: its page (a credit application on the credit review); a power request in the to-do itself. */
export function todoPage(row: Pick<MessageRow, 'todoKind'>): string | null {
  const page = row.todoKind ? TODO_PAGES[row.todoKind] : undefined;
  return page && page !== '/message/message' ? page : null;
}

/**
 * One message opened (from the bell's panel or the messages page): title, sender and time, the
 * text; for a to-do its state and where it is answered (a power request's decision buttons here,
 * other kinds a link to their page).
 */
export default function NoticeDetail(props: { row: MessageRow; onClose: () => void }) {
  return usePageStrings('noticePanel') ? <NoticeDetailView {...props} /> : null;
}

function NoticeDetailView({ row, onClose }: { row: MessageRow; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const page = row.kind === 'todo' ? todoPage(row) : null;
  const body = bodyOf(i18n.language, row);
  const deciding = row.kind === 'todo' && row.todoKind === 'power' && row.state === 'open' && row.refId !== null;
  const open = () => {
    onClose();
    if (page) void navigate(page);
  };
  return (
    <Modal
      open
      onCancel={onClose}
      title={<span data-user-content="">{titleOf(i18n.language, row)}</span>}
      footer={
        <div className="bo-notice-detail-footer">
          {page && row.state === 'open' && (
            <Button type="primary" onClick={open} data-testid="notice-detail-go">
              {t('noticePanel.goAnswer')}
            </Button>
          )}
          <Button onClick={onClose} data-testid="notice-detail-close">
            {t('noticePanel.close')}
          </Button>
        </div>
      }
    >
      <div className="bo-notice-detail" data-testid="notice-detail">
        <Typography.Text type="secondary" className="bo-notice-meta">
          {row.senderName ? <span data-user-content="">{row.senderName}</span> : t('noticePanel.system')} ·{' '}
          {when(row.createdAt)}
        </Typography.Text>
        {row.kind === 'todo' && (
          <div className="bo-notice-todo">
            <Tag color={row.state === 'open' ? 'gold' : 'green'} data-testid="notice-detail-state">
              {t(`noticePanel.state.${row.state ?? 'open'}`)}
            </Tag>
            {row.state === 'done' && row.doneBy && (
              <Typography.Text type="secondary">
                {t('noticePanel.doneBy', { name: row.doneBy, at: when(row.doneAt) })}
              </Typography.Text>
            )}
          </div>
        )}
        {/* An open power request: its decision below says who asks, the role and what approving does; the stored text would say it again. */}
        {deciding ? null : body ? (
          <Typography.Paragraph className="bo-notice-text" data-user-content="">
            {body}
          </Typography.Paragraph>
        ) : (
          <Typography.Text type="secondary">{t('noticePanel.noText')}</Typography.Text>
        )}
        {deciding && <PowerDecision requestId={row.refId!} onDone={onClose} />}
      </div>
    </Modal>
  );
}
