import { useRef } from 'react';
import { useFileDrop } from './use-file-drop';
import { Button, Skeleton } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePageStrings } from '../use-page-strings';
import { FileInput } from './file-input';
import { IMAGE_ACCEPT } from './image-check';
import { ImagePreview } from './image-preview';
import { UploadProgress } from './upload-progress';
import { useImageUpload } from './use-image-upload';
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
  const { local, progress, problem, busy, limit, choose } = useImageUpload(own, onChange);
  const { dragging, dropProps } = useFileDrop((f) => void choose(f), busy);

  const percent = progress === null ? 0 : Math.round(progress * 100);
  const dataTestId = testId ?? rest['data-testid'];
  return (
    <div
      className={`bo-image-upload${dragging ? ' bo-image-upload-dragging' : ''}`}
      data-testid={dataTestId}
      data-dragging={dragging ? 'yes' : undefined}
      {...dropProps}
    >
      <ImagePreview
        value={value}
        local={local}
        shape={shape}
        size={size}
        aspect={aspect}
        onPick={() => !busy && input.current?.click()}
      />
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
          <UploadProgress percent={percent} />
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
