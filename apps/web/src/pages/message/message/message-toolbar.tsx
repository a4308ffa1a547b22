import { CheckOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Opens } from '../../../components/list-page/row-actions';
import { ToolbarButton } from '../../../components/list-page/toolbar-button';

/** A messages tab's buttons: mark the picked or all read, and send (notice:send). */
export function MessageToolbar({
  picked,
  unread,
  busy,
  onReadPicked,
  onReadAll,
  canSend,
  onSend,
  sender,
}: {
  /** How many rows are picked. */
  picked: number;
  /** Unread rows in the tab (the answer's summary). */
  unread: number;
  busy: boolean;
  onReadPicked: () => void;
  onReadAll: () => void;
  canSend: boolean;
  onSend: () => void;
  sender: Opens;
}) {
  const { t } = useTranslation();
  return (
    <>
      {picked > 0 && (
        <ToolbarButton
          keepLabel
          icon={<CheckOutlined />}
          label={t('messages.readPicked', { count: picked })}
          loading={busy}
          onClick={onReadPicked}
          testId="messages-read-picked"
        />
      )}
      <ToolbarButton
        icon={<CheckOutlined />}
        label={t('messages.readAll')}
        disabled={unread === 0}
        loading={busy && picked === 0}
        onClick={onReadAll}
        testId="messages-read-all"
      />
      {canSend && (
        <ToolbarButton
          primary
          icon={<SendOutlined />}
          label={t('messages.send')}
          onClick={onSend}
          opens={sender}
          testId="messages-send"
        />
      )}
    </>
  );
}
