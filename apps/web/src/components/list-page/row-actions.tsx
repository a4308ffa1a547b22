import type { ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import './list-page.css';

/** A lazily loaded part an action opens (layout/lazy-part.ts): its code is asked for on hover or focus. */
export interface Opens {
  preload: () => void;
}

/** The hover and focus hints that load what an action opens before the click. */
export const hintsOf = (opens?: Opens) =>
  opens ? { onPointerEnter: opens.preload, onFocus: opens.preload } : undefined;

/** A row's action buttons side by side, wrapping in a narrow cell. */
export function RowActions({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <span className="row-actions" data-testid={testId}>
      {children}
    </span>
  );
}

export interface RowActionProps {
  /** The visible words (none for an icon-only button). */
  children?: ReactNode;
  /** The accessible name, naming the row: "Edit zhang". */
  label?: string;
  onClick?: () => void;
  /** What the action opens, loaded on hover or focus. */
  opens?: Opens;
  danger?: boolean;
  loading?: boolean;
  disabled?: boolean;
  icon?: ReactNode;
  /** A link (default), a plain small button, or text. */
  look?: 'link' | 'button' | 'text';
  /** The label names the row by data the user typed (the language checks leave it alone). */
  userContent?: boolean;
  testId: string;
}

/** One action of a row: a small link button, its name naming the row, loading what it opens on a hint. */
export function RowAction({
  children,
  label,
  onClick,
  opens,
  danger,
  loading,
  disabled,
  icon,
  look = 'link',
  userContent,
  testId,
  ...rest
}: RowActionProps & Omit<ButtonProps, keyof RowActionProps | 'type' | 'size'>) {
  // `rest`: what a wrapper hands down (a Dropdown's click and hover handlers, its ref).
  return (
    <Button
      {...rest}
      size="small"
      type={look === 'button' ? 'default' : look}
      danger={danger}
      loading={loading}
      disabled={disabled}
      icon={icon}
      onClick={onClick}
      {...hintsOf(opens)}
      aria-label={label}
      data-user-content={userContent ? '' : undefined}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}

/** The link that names and opens a row (its key column): the row's name as a link-styled button. */
export function RowLink({
  children,
  label,
  onClick,
  opens,
  className,
  testId,
}: {
  children: ReactNode;
  label?: string;
  onClick: () => void;
  opens?: Opens;
  className?: string;
  testId: string;
}) {
  return (
    <Button
      type="link"
      size="small"
      className={className ? `row-link ${className}` : 'row-link'}
      onClick={onClick}
      {...hintsOf(opens)}
      aria-label={label}
      data-testid={testId}
    >
      {children}
    </Button>
  );
}
