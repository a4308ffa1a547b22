import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Button, Input, Skeleton, Tooltip } from 'antd';
import {
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import { useTranslation } from 'react-i18next';
import { IMAGE_UPLOAD_MAX_BYTES } from '@bo/contract';
import { ApiError, isSessionEnded } from '../../api/http';
import { uploadImage } from '../../api/uploads';
import { FileInput } from '../upload/file-input';
import { checkImageFile, formatBytes, IMAGE_ACCEPT } from '../upload/image-check';
import { usePageStrings } from '../use-page-strings';
import { isWebLink } from './links';
import './rich-text.css';

export interface RichTextEditorProps {
  /** The HTML; '' for an empty document. */
  value?: string;
  onChange?: (html: string) => void;
  /** Set by antd's Form.Item: the label names the editing area. */
  id?: string;
  /** The accessible name of the editing area. */
  label: string;
  'data-testid'?: string;
}

/**
 * The console's rich-text editor (tiptap): headings h2–h4, bold, italic, underline, strike, lists,
 * quote, links (http(s) only), images uploaded through the upload service, undo and redo. Pasted
 * HTML becomes what tiptap's schema can hold; the server sanitises whatever is saved, so this is a
 * convenience, never the guard. Load it lazily: tiptap is large.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  return usePageStrings('rich-text') ? <RichTextEditorView {...props} /> : <Skeleton active paragraph={{ rows: 5 }} />;
}

function RichTextEditorView({ value = '', onChange, id, label, ...rest }: RichTextEditorProps) {
  const { t } = useTranslation();
  const emit = useRef(onChange);
  emit.current = onChange;
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => isWebLink(url) || /^mailto:/i.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id: id ?? '',
        class: 'bo-rich-text-content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'data-testid': 'rich-text-content',
      },
    },
    onUpdate: ({ editor: e }) => emit.current?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (a restored revision, a reset form) replaces the document.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <div className="bo-rich-text" data-testid={rest['data-testid']}>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
      <span className="bo-muted bo-rich-text-hint">{t('rich-text.hint')}</span>
    </div>
  );
}

function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
  testId,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Tooltip title={label} mouseEnterDelay={0.6}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        ghost={active}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
        data-testid={testId}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** A style of the chosen text or its block: its word's key (rich-text.*), its icon and its command. */
interface StyleTool {
  key: 'bold' | 'italic' | 'underline' | 'strike' | 'bulletList' | 'orderedList' | 'quote';
  icon: ReactNode;
  toggle: (editor: Editor) => void;
  testId?: string;
}
const on = (editor: Editor) => editor.chain().focus();
const TEXT_STYLES: StyleTool[] = [
  { key: 'bold', icon: <BoldOutlined />, toggle: (e) => on(e).toggleBold().run(), testId: 'rt-bold' },
  { key: 'italic', icon: <ItalicOutlined />, toggle: (e) => on(e).toggleItalic().run() },
  { key: 'underline', icon: <UnderlineOutlined />, toggle: (e) => on(e).toggleUnderline().run() },
  { key: 'strike', icon: <StrikethroughOutlined />, toggle: (e) => on(e).toggleStrike().run() },
];
const BLOCK_STYLES: StyleTool[] = [
  { key: 'bulletList', icon: <UnorderedListOutlined />, toggle: (e) => on(e).toggleBulletList().run() },
  { key: 'orderedList', icon: <OrderedListOutlined />, toggle: (e) => on(e).toggleOrderedList().run() },
  { key: 'quote', icon: <span className="bo-rich-text-h">❝</span>, toggle: (e) => on(e).toggleBlockquote().run() },
];

/** What the toolbar shows pressed or disabled for the selection. */
const toolbarState = (e: Editor) => ({
  bold: e.isActive('bold'),
  italic: e.isActive('italic'),
  underline: e.isActive('underline'),
  strike: e.isActive('strike'),
  h2: e.isActive('heading', { level: 2 }),
  h3: e.isActive('heading', { level: 3 }),
  h4: e.isActive('heading', { level: 4 }),
  bulletList: e.isActive('bulletList'),
  orderedList: e.isActive('orderedList'),
  quote: e.isActive('blockquote'),
  link: e.isActive('link'),
  canUndo: e.can().undo(),
  canRedo: e.can().redo(),
});

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const state = useEditorState({ editor, selector: ({ editor: e }) => toolbarState(e) });
  const [linkOpen, setLinkOpen] = useState(false);
  const styleButton = (tool: StyleTool) => (
    <ToolButton
      key={tool.key}
      label={t(`rich-text.${tool.key}`)}
      active={state[tool.key]}
      onClick={() => tool.toggle(editor)}
      testId={tool.testId}
    >
      {tool.icon}
    </ToolButton>
  );

  return (
    <>
      <div className="bo-rich-text-toolbar" role="toolbar" aria-label={t('rich-text.toolbar')}>
        {TEXT_STYLES.map(styleButton)}
        <span className="bo-rich-text-sep" aria-hidden />
        {([2, 3, 4] as const).map((level) => (
          <ToolButton
            key={level}
            label={t('rich-text.heading', { level })}
            active={state[`h${level}`]}
            onClick={() => on(editor).toggleHeading({ level }).run()}
            testId={`rt-h${level}`}
          >
            <span className="bo-rich-text-h">H{level}</span>
          </ToolButton>
        ))}
        <span className="bo-rich-text-sep" aria-hidden />
        {BLOCK_STYLES.map(styleButton)}
        <span className="bo-rich-text-sep" aria-hidden />
        <ToolButton
          label={t('rich-text.link')}
          active={state.link || linkOpen}
          onClick={() => setLinkOpen((o) => !o)}
          testId="rt-link"
        >
          <LinkOutlined />
        </ToolButton>
        <ImageButton editor={editor} />
        <span className="bo-rich-text-sep" aria-hidden />
        <ToolButton
          label={t('rich-text.undo')}
          disabled={!state.canUndo}
          onClick={() => on(editor).undo().run()}
          testId="rt-undo"
        >
          <UndoOutlined />
        </ToolButton>
        <ToolButton
          label={t('rich-text.redo')}
          disabled={!state.canRedo}
          onClick={() => on(editor).redo().run()}
          testId="rt-redo"
        >
          <RedoOutlined />
        </ToolButton>
      </div>
      {linkOpen && <LinkRow editor={editor} onDone={() => setLinkOpen(false)} />}
    </>
  );
}

function LinkRow({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const { t } = useTranslation();
  const [href, setHref] = useState(() => String(editor.getAttributes('link').href ?? ''));
  const [problem, setProblem] = useState('');
  const apply = () => {
    const v = href.trim();
    if (!v) {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onDone();
      return;
    }
    if (!isWebLink(v)) {
      setProblem(t('rich-text.linkRule'));
      return;
    }
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      // No text chosen: the address itself becomes the link's text.
      editor
        .chain()
        .focus()
        .insertContent({ type: 'text', text: v, marks: [{ type: 'link', attrs: { href: v } }] })
        .run();
    } else {
      editor.chain().focus().extendMarkRange('link').setLink({ href: v }).run();
    }
    onDone();
  };
  return (
    <div className="bo-rich-text-linkrow">
      <Input
        size="small"
        autoFocus
        value={href}
        onChange={(e) => {
          setHref(e.target.value);
          setProblem('');
        }}
        onPressEnter={(e) => {
          e.preventDefault();
          apply();
        }}
        placeholder="https://"
        aria-label={t('rich-text.linkAddress')}
        status={problem ? 'error' : undefined}
        maxLength={2000}
        data-testid="rt-link-input"
      />
      <Button size="small" type="primary" onClick={apply} data-testid="rt-link-apply">
        {t('rich-text.linkApply')}
      </Button>
      {editor.isActive('link') && (
        <Button
          size="small"
          onClick={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onDone();
          }}
        >
          {t('rich-text.linkRemove')}
        </Button>
      )}
      <Button size="small" type="text" onClick={onDone}>
        {t('common.cancel')}
      </Button>
      {problem && (
        <span className="bo-rich-text-problem" role="alert">
          {problem}
        </span>
      )}
    </div>
  );
}

function ImageButton({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState('');

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem('');
    const wrong = await checkImageFile(file, IMAGE_UPLOAD_MAX_BYTES);
    if (wrong) {
      setProblem(
        t(`rich-text.imageProblem.${wrong}`, {
          size: formatBytes(file.size),
          limit: formatBytes(IMAGE_UPLOAD_MAX_BYTES),
        }),
      );
      return;
    }
    setProgress(0);
    try {
      const stored = await uploadImage(file, { onProgress: setProgress });
      editor
        .chain()
        .focus()
        .setImage({ src: stored.url, alt: file.name.replace(/\.[^.]*$/, '').slice(0, 100) })
        .run();
    } catch (e) {
      if ((e instanceof ApiError && e.cancelled) || isSessionEnded(e)) return;
      setProblem(t('rich-text.imageFailed', { reason: e instanceof Error ? e.message : String(e) }));
    } finally {
      setProgress(null);
    }
  };

  return (
    <>
      <ToolButton
        label={t('rich-text.image')}
        disabled={progress !== null}
        onClick={() => input.current?.click()}
        testId="rt-image"
      >
        <PictureOutlined />
      </ToolButton>
      <FileInput ref={input} accept={IMAGE_ACCEPT} onFile={(file) => void choose(file)} data-testid="rt-image-input" />
      {progress !== null && (
        <span className="bo-muted bo-rich-text-status" role="status">
          {t('rich-text.uploading', { percent: Math.round(progress * 100) })}
        </span>
      )}
      {problem && (
        <span className="bo-rich-text-problem" role="alert" data-testid="rt-image-problem">
          {problem}
        </span>
      )}
    </>
  );
}
