import { useEffect, useRef, useState } from 'react';
import { Button, Skeleton } from 'antd';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOAD_MAX_BYTES } from '@bo/contract';
import { ApiError, isSessionEnded } from '../../api/http';
import { uploadImage } from '../../api/uploads';
import { usePageStrings } from '../use-page-strings';
import { checkImageFile, formatBytes, IMAGE_ACCEPT } from './image-check';
import './image-upload.css';

export interface ImageUploadProps {
  /** The image's address (what the upload service answered), or '' for none. */
  value?: string;
  /** Called with the new address once the server has stored the image, or '' when removed. */
  onChange?: (address: string) => void;
  /** Set by antd's Form.Item: the label points at the choose button. */
  id?: string;
  /** Largest file sent; the server's own limit for images by default. */
  maxBytes?: number;
  /** A round preview (an avatar) or a square one (a logo, a banner). */
  shape?: 'circle' | 'square';
  /** Side of the preview in pixels. */
  size?: number;
  /** Offer "Remove" (back to no image). */
  removable?: boolean;
  'data-testid'?: string;
}

/**
 * The one image upload control of the console (avatars, the branch logo, page content…), for any
 * form: value is the image's address, onChange gets the new one. A chosen file is looked at in
 * the browser first (its first bytes and its size) for a quick message; then it is sent to
 * POST /api/Upload/Image with a progress bar and a local preview, and the server decides. Plain
 * elements and antd's Button only: antd's Upload is not needed for one file.
 */
export function ImageUpload(props: ImageUploadProps) {
  return usePageStrings('upload') ? <ImageUploadControl {...props} /> : <Skeleton.Avatar active size={props.size ?? 96} shape={props.shape ?? 'circle'} />;
}

function ImageUploadControl({ value = '', onChange, id, maxBytes = IMAGE_UPLOAD_MAX_BYTES, shape = 'circle', size = 96, removable = true, ...rest }: ImageUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [local, setLocal] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  const limit = formatBytes(maxBytes);

  // The local preview's object URL is released when replaced or unmounted.
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem('');
    const wrong = await checkImageFile(file, maxBytes);
    if (wrong) {
      setProblem(t(`upload.problem.${wrong}`, { size: formatBytes(file.size), limit }));
      return;
    }
    setLocal(URL.createObjectURL(file));
    setProgress(0);
    try {
      const stored = await uploadImage(file, { onProgress: setProgress });
      onChange?.(stored.url);
    } catch (e) {
      // A newer choice replaced this upload, or the session ended (the client says so itself).
      if ((e instanceof ApiError && e.cancelled) || isSessionEnded(e)) return;
      setProblem(t('upload.failed', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setLocal('');
      setProgress(null);
    }
  };

  const shown = local || value;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div className="bo-image-upload" data-testid={rest['data-testid']}>
      <div className={`bo-image-upload-preview bo-image-upload-${shape}`} style={{ width: size, height: size }}>
        {shown ? <img src={shown} alt={t('upload.preview')} data-testid="image-upload-preview" /> : <PictureOutlined aria-label={t('upload.none')} />}
      </div>
      <div className="bo-image-upload-side">
        <div className="bo-image-upload-actions">
          <Button id={id} icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={progress !== null} data-testid="image-upload-choose">
            {value ? t('upload.replace') : t('upload.choose')}
          </Button>
          {removable && value && progress === null && (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} data-testid="image-upload-remove">
              {t('upload.remove')}
            </Button>
          )}
        </div>
        <input
          ref={input}
          type="file"
          accept={IMAGE_ACCEPT}
          // Not the hidden attribute: antd's form styles show file inputs (display: block).
          style={{ display: 'none' }}
          tabIndex={-1}
          aria-hidden
          data-testid="image-upload-input"
          onChange={(e) => {
            const file = e.target.files?.[0];
            // The same file chosen again must fire again.
            e.target.value = '';
            void choose(file);
          }}
        />
        {progress !== null ? (
          <div className="bo-image-upload-progress" role="progressbar" aria-label={t('upload.progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
            <div style={{ width: `${percent}%` }} />
            <span>{t('upload.uploading', { percent })}</span>
          </div>
        ) : (
          <div className="bo-muted bo-image-upload-hint">{t('upload.hint', { limit })}</div>
        )}
        {problem && (
          <div className="bo-image-upload-problem" role="alert" data-testid="image-upload-problem">
            {problem}
          </div>
        )}
      </div>
    </div>
  );
}
