import { useState } from 'react';
import { Alert, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError, isSessionEnded } from '../api/http';
import { getSwitchTargets, switchAccount, switchTargetsKey } from '../api/umanage';
import { showError } from '../lib/feedback';
import { switchFailure } from './switch-failure';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { useWorkTabsStore } from '../stores/worktabs';

/**
 * Switch account (spec §4): pick one of the accounts an administrator has granted this user
 * (getUserGscode lists the current one first). On success the stored user is replaced and the
 * page reloads; otherwise "switching failed".
 */
export function SwitchAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info);
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  const targets = useQuery({
    queryKey: switchTargetsKey(info),
    queryFn: () => getSwitchTargets(info!),
    enabled: open && Boolean(info),
  });
  const keyOf = (b: { gscode: string; userName: string }) => `${b.gscode}/${b.userName}`;
  const currentKey = info ? keyOf(info) : '';
  const list = targets.data?.data ?? [];
  const others = list.filter((b) => keyOf(b) !== currentKey);

  async function confirm() {
    const target = others.find((b) => keyOf(b) === chosen);
    if (!info || !target) return;
    setBusy(true);
    try {
      // Quiet: this dialog says the one message of a refusal itself (the client would add a second).
      const { data } = await switchAccount(target, { quiet: true });
      useWorkTabsStore.getState().reset();
      useMenuStore.getState().clear();
      useUserStore.getState().signIn(data);
      window.location.reload();
    } catch (e) {
      setBusy(false);
      // An ended session was already said once by the client, which is on its way to /login.
      if (isSessionEnded(e)) return;
      showError(
        switchFailure(e instanceof ApiError ? e.message : '', t('switch.failed'), (reason) =>
          t('switch.failedWhy', { reason }),
        ),
      );
    }
  }

  return (
    <Modal
      open={open}
      title={t('switch.title')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('switch.submit')}
      okButtonProps={{ disabled: !chosen || chosen === currentKey, loading: busy }}
      destroyOnHidden
      data-testid="switch-dialog"
    >
      {targets.isLoading || isSessionEnded(targets.error) ? (
        <Spin />
      ) : targets.isError ? (
        <Alert type="error" showIcon title={t('switch.loadFailed')} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {t('switch.current', { name: info?.company, code: info?.gscode, account: info?.userName })}
          </Typography.Text>
          {others.length === 0 ? (
            <Alert type="info" showIcon title={t('switch.none')} />
          ) : (
            <>
              <Typography.Text type="secondary">{t('switch.hint')}</Typography.Text>
              <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value as string)}>
                <Space orientation="vertical">
                  {others.map((b) => (
                    <Radio key={keyOf(b)} value={keyOf(b)}>
                      {b.company}（{b.gscode}）· {b.nickName}（{b.userName}）
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
