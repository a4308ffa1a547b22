import { useTranslation } from 'react-i18next';

/** The upload's progress bar, with its percent in words. */
export function UploadProgress({ percent }: { percent: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="bo-image-upload-progress"
      role="progressbar"
      aria-label={t('upload.progress')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-testid="image-upload-progress"
    >
      <div style={{ width: `${percent}%` }} />
      <span>{t('upload.uploading', { percent })}</span>
    </div>
  );
}
