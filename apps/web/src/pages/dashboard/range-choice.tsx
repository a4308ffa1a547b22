import { Suspense, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DayRange } from '@bo/contract';
import { branchToday } from '../../components/branch-time';
import { lazyPart } from '../../lib/lazy-part';

/**
 * The "range" choice beside the chart's and the ranking's period switches (issue 37 #6). Only
 * this stays in the console's first load; the picker (antd's RangePicker) is a lazy part,
 * fetched when the pointer or the focus reaches the choice.
 */
export const RANGE = 'range';

const RangePickerPart = lazyPart(() => import('./range-picker'));

/** The last `n` days of the branch, today included: what a newly chosen range shows first. */
export function lastDays(n: number): DayRange {
  const today = branchToday();
  return { from: today.subtract(n - 1, 'day').format('YYYY-MM-DD'), to: today.format('YYYY-MM-DD') };
}

/** The option's label; the pointer on it starts loading the picker. */
export function RangeLabel() {
  const { t } = useTranslation();
  return (
    <span data-range-choice="" onPointerEnter={RangePickerPart.preload}>
      {t('dashboard.range.choice')}
    </span>
  );
}

/** For a switch's onFocus: the keyboard reaching the "range" option starts loading the picker. */
export function onRangeFocus(e: FocusEvent<HTMLElement>) {
  if (e.target.parentElement?.querySelector('[data-range-choice]')) RangePickerPart.preload();
}

/** The picker of a chosen range, under its switch; a box of its height until the code arrives. */
export function RangeRow(props: {
  value: DayRange;
  onChange: (r: DayRange) => void;
  maxDays: number;
  for: 'chart' | 'ranking' | 'branches';
  /** The picker's name, when not the dashboard's own for `for`. */
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="dash-range" data-testid={`${props.for}-range`}>
      <Suspense fallback={<div className="dash-range-wait" aria-busy="true" />}>
        <RangePickerPart
          value={props.value}
          onChange={props.onChange}
          maxDays={props.maxDays}
          label={props.label ?? t(`dashboard.range.${props.for}`)}
        />
      </Suspense>
    </div>
  );
}
