import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { branchZone, browserZone, zoneOffsetLabel, zonesDiffer } from '../components/branch-time';
import { useUserStore } from '../stores/user';

/**
 * One quiet line under the page when the browser's clock is not the branch's: every time shown is
 * the branch's (components/branch-time.ts), and this says so once. Nothing when they agree.
 */
export function BranchZoneNote() {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  useUserStore((s) => s.info?.timezone); // drawn again after a switch to a branch of another zone
  const zone = branchZone();
  if (!zonesDiffer(zone, browserZone())) return null;
  return (
    <div
      className="bo-zone-note"
      style={{ color: token.colorTextSecondary, borderTopColor: token.colorSplit }}
      data-testid="branch-zone-note"
    >
      {t('frame.zoneNote', { zone, offset: zoneOffsetLabel(zone) })}
    </div>
  );
}
