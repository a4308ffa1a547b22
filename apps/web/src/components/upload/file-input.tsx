import { forwardRef } from 'react';

interface FileInputProps {
  accept: string;
  /** The file chosen (undefined: none); the same file chosen again calls it again. */
  onFile: (file: File | undefined) => void;
  'data-testid'?: string;
}

/**
 * The browser's file input behind the console's upload buttons (ImageUpload, the rich-text
 * editor's image button, …): never shown ("Choose File / No file chosen" is not the console's
 * look), opened by the button's click. Hidden by its own style, not a class or the hidden
 * attribute: antd's form styles show file inputs (`.ant-form input[type=file] { display: block }`).
 */
export const FileInput = forwardRef<HTMLInputElement, FileInputProps>(function FileInput(
  { accept, onFile, ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      type="file"
      accept={accept}
      style={{ display: 'none' }}
      tabIndex={-1}
      aria-hidden
      onChange={(e) => {
        const file = e.target.files?.[0];
        e.target.value = '';
        onFile(file);
      }}
      {...rest}
    />
  );
});
