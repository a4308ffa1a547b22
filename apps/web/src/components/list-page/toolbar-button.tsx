import type { ReactNode } from 'react';
import { useIsMobile } from '../../lib/use-is-mobile';
import { TipButton } from '../tip-button';
import { hintsOf, type Opens } from './row-actions';

interface ToolbarButtonProps {
  icon: ReactNode;
  /** The words; at 800 px and narrower the button shows its icon only, named by them (and a tooltip). */
  label: string;
  onClick: () => void;
  /** What the button opens, loaded on hover or focus. */
  opens?: Opens;
  /** The page's main action (Add …). */
  primary?: boolean;
  loading?: boolean;
  disabled?: boolean;
  /** Keep the words at every width (a button whose words change with its state). */
  keepLabel?: boolean;
  testId: string;
}

/** A button of a list's toolbar (add, reorder, reload …): icon and words, the icon alone on a narrow screen. */
export function ToolbarButton({
  icon,
  label,
  onClick,
  opens,
  primary,
  loading,
  disabled,
  keepLabel,
  testId,
}: ToolbarButtonProps) {
  const iconOnly = useIsMobile() && !keepLabel;
  return (
    <TipButton
      tip={iconOnly ? label : undefined}
      type={primary ? 'primary' : 'default'}
      icon={icon}
      loading={loading}
      disabled={disabled}
      onClick={onClick}
      {...hintsOf(opens)}
      aria-label={iconOnly ? label : undefined}
      data-testid={testId}
    >
      {iconOnly ? null : label}
    </TipButton>
  );
}
