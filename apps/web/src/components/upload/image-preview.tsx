import { useState } from 'react';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { thumbAddressOf, UPLOAD_THUMB_PX } from '@bo/contract';

interface Props {
  /** The stored image's address, or ''. */
  value: string;
  /** The chosen file's object URL while it uploads, or ''. */
  local: string;
  shape: 'circle' | 'square';
  size: number;
  aspect: number;
  /** A click on the preview chooses a file. */
  onPick: () => void;
}

/** The upload control's preview: the stored image's thumbnail, the file being sent, or an empty picture. */
export function ImagePreview({ value, local, shape, size, aspect, onPick }: Props) {
  const { t } = useTranslation();
  // The thumbnail could not be read (an old file the server cannot decode): show the file itself.
  const [thumbFailed, setThumbFailed] = useState('');
  // The stored image's thumbnail as the only candidate of srcset (the browser loads it, src keeps the address).
  const thumb = !local && value && thumbFailed !== value ? thumbAddressOf(value) : '';
  const shown = local || value;
  const width = shape === 'circle' ? size : Math.round(size * aspect);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the mouse's way in; the keyboard's is the choose button beside it
    <div
      className={`bo-image-upload-preview bo-image-upload-${shape}`}
      style={{ width, height: size }}
      onClick={onPick}
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
  );
}
