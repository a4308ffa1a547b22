import type { ReactNode } from 'react';
import './list-page.css';
import { branchTime } from '../branch-time';
import { EllipsisText } from '../ellipsis-text';

/** Muted words in a cell; a dash by default (an empty value). */
export function Muted({
  children = '—',
  ...data
}: {
  children?: ReactNode;
  [data: `data-${string}`]: string | undefined;
}) {
  return (
    <span className="bo-muted" {...data}>
      {children}
    </span>
  );
}

interface TextCellProps {
  /** The value; empty shows `empty` (a muted dash by default). */
  text: string | null | undefined;
  /** A code (account, phone, id): never broken inside a word. */
  code?: boolean;
  /** Data the user typed (names, remarks): the language checks leave it alone. False for the console's own words. */
  userContent?: boolean;
  tooltip?: string;
  className?: string;
  empty?: ReactNode;
  testId?: string;
}

/** A cell of text that may be long or missing: cut with an ellipsis (full text in a tooltip), or a muted dash. */
export function TextCell({ text, code, userContent = true, tooltip, className, empty, testId }: TextCellProps) {
  if (!text) return empty ?? <Muted />;
  return (
    <EllipsisText
      text={text}
      code={code}
      tooltip={tooltip}
      className={className}
      data-user-content={userContent ? '' : undefined}
      data-testid={testId}
    />
  );
}

/** An instant in the branch's zone (a code-like cell); missing shows `empty`, a muted dash by default. */
export function TimeCell({
  at,
  format = 'YYYY-MM-DD HH:mm',
  empty,
}: {
  at: string | null | undefined;
  format?: string;
  empty?: ReactNode;
}) {
  if (!at) return empty ?? <Muted />;
  return <span className="bo-code">{branchTime(at, format)}</span>;
}

/** A name kept in two languages: the reader's language first, the other under it, muted (when there is one). */
export function Names({ name, other, testId }: { name: string; other?: string | null; testId?: string }) {
  return (
    <span className="cell-names">
      <EllipsisText text={name} data-user-content="" data-testid={testId} />
      {other && <EllipsisText text={other} className="bo-muted cell-names-other" data-user-content="" />}
    </span>
  );
}
