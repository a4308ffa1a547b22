import { useEffect, useRef, useState } from 'react';
import { useFileDrop } from './use-file-drop';
import { Button, Skeleton } from 'antd';
import { DeleteOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOAD_MAX_BYTES, thumbAddressOf, UPLOAD_THUMB_PX } from '@bo/contract';
import { ApiError, isSessionEnded } from '../../api/http';
import { getUploadRules, uploadImage } from '../../api/uploads';
import { useUserStore } from '../../stores/user';
import { usePageStrings } from '../use-page-strings';
import { FileInput } from './file-input';
import { checkImageFile, formatBytes, formatLimit, IMAGE_ACCEPT } from './image-check';
import './image-upload.css';

export interface ImageUploadProps {
  /** The image's address (what the upload service answered), or '' for none. */
  value?: string;
  /** Called with the new address once the server has stored the image, or '' when removed. */
  onChange?: (address: string) => void;
  /** Set by antd's Form.Item: the label points at the choose button. */
  id?: string;
  /** Largest file sent; the branch's limit (asked of the server) by default, and never more than it. */
  maxBytes?: number;
  /** A round preview (an avatar) or a square one (a logo, a banner). */
  shape?: 'circle' | 'square';
  /** Height of the preview in pixels (its width too, unless `aspect` says otherwise). */
  size?: number;
  /** Width ÷ height of the preview box (a banner: 3), for a square shape; 1 by default. */
  aspect?: number;
  /** Offer "Remove" (back to no image). */
  removable?: boolean;
  /** Test id of the control (the same as data-testid). */
  testId?: string;
  'data-testid'?: string;
}

/**
 * The one image upload control of the console (avatars, the branch logo, page content…), for any
 * form: value is the image's address, onChange gets the new one. A file dropped on it or chosen
 * (click, or the button from the keyboard) is looked at in the browser first (its first bytes
 * and its size against the branch's limit, GET /api/Upload/Rules) for a quick message; then it
 * is sent to POST /api/Upload/Image with a progress bar, and the server decides. The preview is
 * the stored image's thumbnail. Plain elements and antd's Button only: antd's Upload is not
 * needed for one file.
 */
export function ImageUpload(props: ImageUploadProps) {
  const size = props.size ?? 96;
  return usePageStrings('upload') ? (
    <ImageUploadControl {...props} />
  ) : (
    <Skeleton.Avatar active size={size} shape={props.shape ?? 'circle'} />
  );
}

/** The branch's rules, asked once per branch and kept for a minute. */
function useMaxBytes(own?: number): number {
  const gscode = useUserStore((s) => s.info?.gscode ?? '');
  const rules = useQuery({
    queryKey: ['upload-rules', gscode],
    queryFn: getUploadRules,
    staleTime: 60_000,
    enabled: !!gscode,
  });
  const branch = rules.data?.maxBytes ?? IMAGE_UPLOAD_MAX_BYTES;
  return own ? Math.min(own, branch) : branch;
}

function ImageUploadControl({
  value = '',
  onChange,
  id,
  maxBytes: own,
  shape = 'circle',
  size = 96,
  aspect = 1,
  removable = true,
  testId,
  ...rest
}: ImageUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const maxBytes = useMaxBytes(own);
  const [local, setLocal] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');
  // The thumbnail could not be read (an old file the server cannot decode): show the file itself.
  const [thumbFailed, setThumbFailed] = useState('');
  const limit = formatLimit(maxBytes);
  const busy = progress !== null;

  // The local preview's object URL is released when replaced or unmounted.
  useEffect(() => () => void (local && URL.revokeObjectURL(local)), [local]);

  const choose = async (file: File | undefined) => {
    if (!file || busy) return;
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
      // The server's refusal (not an image, damaged, too large …) is already in the user's words.
      const refused = e instanceof ApiError && (e.status === 400 || e.status === 413);
      setProblem(refused ? e.message : t('upload.failed', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setLocal('');
      setProgress(null);
    }
  };
  const { dragging, dropProps } = useFileDrop((f) => void choose(f), busy);

  // The stored image's thumbnail as the only candidate of srcset (the browser loads it, src keeps the address).
  const thumb = !local && value && thumbFailed !== value ? thumbAddressOf(value) : '';
  const shown = local || value;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  const width = shape === 'circle' ? size : Math.round(size * aspect);
  const dataTestId = testId ?? rest['data-testid'];
  return (
    <div
      className={`bo-image-upload${dragging ? ' bo-image-upload-dragging' : ''}`}
      data-testid={dataTestId}
      data-dragging={dragging ? 'yes' : undefined}
      {...dropProps}
    >
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the mouse's way in; the keyboard's is the choose button beside it */}
      <div
        className={`bo-image-upload-preview bo-image-upload-${shape}`}
        style={{ width, height: size }}
        onClick={() => !busy && input.current?.click()}
        title={t('upload.dropHere')}
      >
        {shown ? (
          <img
            src={shown}
            srcSet={thumb ? `${thumb} ${UPLOAD_THUMB_PX}w` : undefined}
            sizes={thumb ? `${width}px` : undefined}
            alt={t('upload.preview')}
            data-testid="image-upload-preview"
            onError={() => thumb && setThumbFailed(value)}
          />
        ) : (
          <PictureOutlined aria-label={t('upload.none')} />
        )}
      </div>
      <div className="bo-image-upload-side">
        <div className="bo-image-upload-actions">
          <Button
            id={id}
            icon={<UploadOutlined />}
            onClick={() => input.current?.click()}
            loading={busy}
            data-testid="image-upload-choose"
          >
            {value ? t('upload.replace') : t('upload.choose')}
          </Button>
          {removable && value && !busy && (
            <Button icon={<DeleteOutlined />} onClick={() => onChange?.('')} data-testid="image-upload-remove">
              {t('upload.remove')}
            </Button>
          )}
        </div>
        <FileInput
          ref={input}
          accept={IMAGE_ACCEPT}
          onFile={(file) => void choose(file)}
          data-testid="image-upload-input"
        />
        {busy ? (
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
        ) : (
          <div className="bo-muted bo-image-upload-hint">
            {dragging ? t('upload.dropNow') : t('upload.hint', { limit })}
          </div>
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
