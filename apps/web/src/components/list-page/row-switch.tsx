import { Suspense, type ReactNode } from 'react';
import { lazyPart } from '../../lib/lazy-part';
import './list-page.css';

/** antd's Switch loads after the list is drawn: not part of a list page's first load (route budget). */
const SwitchPart = lazyPart(() => import('./switch-part'));

interface RowSwitchProps {
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The accessible name, naming the row: "Enabled: zhang". */
  label: string;
  loading?: boolean;
  /** Shown, not usable (a role without the edit mark). */
  disabled?: boolean;
  /** What shows until the switch's code is in (a tag of the state); an empty slot of the switch's size by default. */
  fallback?: ReactNode;
  /** The label names the row by data the user typed. */
  userContent?: boolean;
  testId: string;
}

/** A row's on/off state as a switch (enabled, on sale, online): flipping it calls onChange. */
export function RowSwitch({
  checked,
  onChange,
  label,
  loading,
  disabled,
  fallback = <span className="row-switch-slot" />,
  userContent,
  testId,
}: RowSwitchProps) {
  return (
    <Suspense fallback={fallback}>
      <SwitchPart
        checked={checked}
        loading={loading}
        disabled={disabled}
        onChange={onChange}
        aria-label={label}
        data-testid={testId}
        data-user-content={userContent ? '' : undefined}
      />
    </Suspense>
  );
}
