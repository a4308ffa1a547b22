import { useRef, useState, type CSSProperties } from 'react';
import { Tooltip } from 'antd';
import './text.css';

interface EllipsisTextProps {
  /** The full text. */
  text: string;
  /** A code (customer number, phone, account): never broken inside a word. */
  code?: boolean;
  /** What the tooltip shows when the text is cut; the text itself by default. */
  tooltip?: string;
  className?: string;
  style?: CSSProperties;
  /** Test ids and other data attributes go onto the text's element. */
  [data: `data-${string}`]: string | undefined;
}

/**
 * Text that may be longer than its room (names, titles, codes): one line, cut with an ellipsis, and
 * the full text in a tooltip when, and only when, it is cut. The full text is also in
 * `data-full-text`, which the e2e layout checks look for. The rule
 * (docs/decisions/0037-long-names-and-menu-titles.md): data that can be long is shown through this
 * component, never clipped.
 */
export function EllipsisText({ text, code, tooltip, className, style, ...data }: EllipsisTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const [open, setOpen] = useState(false);
  const isCut = () => {
    const el = ref.current;
    return Boolean(el && el.scrollWidth > el.clientWidth + 0.5);
  };
  return (
    <Tooltip title={tooltip ?? text} open={open} onOpenChange={(o) => setOpen(o && isCut())}>
      <span
        ref={ref}
        className={['bo-ellipsis', code ? 'bo-code' : '', className ?? ''].filter(Boolean).join(' ')}
        style={style}
        data-full-text={tooltip ?? text}
        {...data}
      >
        {text}
      </span>
    </Tooltip>
  );
}
