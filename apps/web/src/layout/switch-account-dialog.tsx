import { useState } from 'react';
import { Alert, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/http';
import { getSwitchableBranches, switchBranch } from '../api/umanage';
import { showError } from '../components/feedback';
import { useMenuStore } from '../stores/menu';
import { useUserStore } from '../stores/user';
import { useWorkTabsStore } from '../stores/worktabs';

/**
 * Switch account (spec §4): pick one of the branches the user may use (getUserGscode). On
 * success the stored user is replaced and the page reloads; otherwise "switching failed".
 */
export function SwitchAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const info = useUserStore((s) => s.info);
  const [chosen, setChosen] = useState<string>();
  const [busy, setBusy] = useState(false);
  const branches = useQuery({
    queryKey: ['switchable-branches', info?.ID, info?.gscode],
    queryFn: () => getSwitchableBranches(info!),
    enabled: open && Boolean(info),
  });
  const list = branches.data?.data ?? [];
  const others = list.filter((b) => b.gscode !== info?.gscode);

  async function confirm() {
    const target = list.find((b) => b.gscode === chosen);
    if (!info || !target) return;
    setBusy(true);
    try {
      const { data } = await switchBranch(info, target.gscode, target.longname);
      useWorkTabsStore.getState().reset();
      useMenuStore.getState().clear();
      useUserStore.getState().signIn(data);
      window.location.reload();
    } catch (e) {
      showError(`${t('switch.failed')}${e instanceof ApiError && e.message ? `: ${e.message}` : ''}`);
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={t('switch.title')}
      onCancel={onClose}
      onOk={confirm}
      okText={t('switch.submit')}
      okButtonProps={{ disabled: !chosen || chosen === info?.gscode, loading: busy }}
      destroyOnHidden
      data-testid="switch-dialog"
    >
      {branches.isLoading ? (
        <Spin />
      ) : branches.isError ? (
        <Alert type="error" showIcon message={t('switch.loadFailed')} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('switch.current', { name: info?.company, code: info?.gscode })}</Typography.Text>
          {others.length === 0 ? (
            <Alert type="info" showIcon message={t('switch.none')} />
          ) : (
            <Radio.Group value={chosen} onChange={(e) => setChosen(e.target.value)}>
              <Space direction="vertical">
                {list.map((b) => (
                  <Radio key={b.gscode} value={b.gscode} disabled={b.gscode === info?.gscode}>
                    {b.gscode} · {b.longname}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          )}
        </Space>
      )}
    </Modal>
  );
}
