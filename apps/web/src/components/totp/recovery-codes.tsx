import { Alert, Button } from 'antd';
import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveFile } from '../../api/read-export';
import { showError, showSuccess } from '../../lib/feedback';
import { pickLang } from '../../locales/pick-lang';
import { useSystemNameStore } from '../../stores/system-name';
import { branchTime } from '../branch-time';
import { recoveryFileName, recoveryFileText } from './totp-text';

/**
 * The recovery codes just made, shown this once (the server keeps only their hashes): a warning to
 * store them now, the codes, "copy all", "download .txt" and "done". Nothing closes this but
 * "done", so the codes cannot vanish by a stray click.
 */
export function RecoveryCodes({
  codes,
  gscode,
  account,
  onDone,
}: {
  codes: string[];
  gscode: string;
  account: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation();
  const system = useSystemNameStore((s) => pickLang(i18n.language, s.name.cn, s.name.en));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      showSuccess(t('profile.totp.codes.copied'));
    } catch {
      showError(t('profile.totp.enrol.copyFailed'));
    }
  };
  const download = () => {
    const text = recoveryFileText(codes, {
      system,
      gscode,
      account,
      madeAt: t('profile.totp.codes.fileMade', { time: branchTime(Date.now(), 'YYYY-MM-DD HH:mm') }),
      notes: [t('profile.totp.codes.fileTitle'), t('profile.totp.codes.fileUse'), t('profile.totp.codes.fileKeep')],
    });
    saveFile(new Blob([text], { type: 'text/plain;charset=utf-8' }), recoveryFileName(gscode, account));
  };

  return (
    <section className="bo-totp-codes" aria-labelledby="bo-totp-codes-title" data-testid="totp-recovery">
      <h4 id="bo-totp-codes-title">{t('profile.totp.codes.title')}</h4>
      <Alert
        type="warning"
        showIcon
        title={t('profile.totp.codes.warnTitle')}
        description={t('profile.totp.codes.warnText')}
        data-testid="totp-recovery-warning"
      />
      <ol className="bo-totp-code-list" aria-label={t('profile.totp.codes.list')}>
        {codes.map((c) => (
          <li key={c} className="bo-code" data-testid="totp-recovery-code">
            {c}
          </li>
        ))}
      </ol>
      <div className="bo-totp-buttons">
        <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="totp-recovery-copy">
          {t('profile.totp.codes.copyAll')}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={download} data-testid="totp-recovery-download">
          {t('profile.totp.codes.download')}
        </Button>
        <Button type="primary" onClick={onDone} data-testid="totp-recovery-done">
          {t('profile.totp.codes.done')}
        </Button>
      </div>
    </section>
  );
}
