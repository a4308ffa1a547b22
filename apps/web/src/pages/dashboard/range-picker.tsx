import { useRef } from 'react';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DATE_MAX, DATE_MIN, type DayRange } from '@bo/contract';
import { dateRangePresets } from '../../components/data-table/date-presets';
import { useRangeInputNames } from '../../components/data-table/range-input-names';

const DAY = 'YYYY-MM-DD';

export interface RangePickerProps {
  value: DayRange;
  onChange: (range: DayRange) => void;
  /** The longest range the call accepts (RANGE_MAX_DAYS): later days are not offered. */
  maxDays: number;
  /** The picker's name; its two inputs are "<label> Start date" and "<label> End date". */
  label: string;
}

/**
 * A custom range of the branch's days for the dashboard (issue 37 #6), loaded as a lazy part
 * (range-choice.tsx). Days outside 1900–2100 or further than maxDays from the first picked day
 * cannot be picked, so the server's refusal is never met from here. On a phone the popup shows
 * one month and the quick ranges above it (dashboard.css, .dash-range-popup).
 */
export default function RangePicker({ value, onChange, maxDays, label }: RangePickerProps) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useRangeInputNames(box, t('table.rangeStart'), t('table.rangeEnd'), label);
  const disabledDate = (day: Dayjs, info?: { from?: Dayjs }) => {
    const s = day.format(DAY);
    if (s < DATE_MIN || s > DATE_MAX) return true;
    return info?.from ? Math.abs(day.diff(info.from, 'day')) >= maxDays : false;
  };
  return (
    <div ref={box}>
      <DatePicker.RangePicker
        size="small"
        value={[dayjs(value.from), dayjs(value.to)]}
        allowClear={false}
        presets={dateRangePresets(t)}
        disabledDate={disabledDate}
        classNames={{ popup: { root: 'dash-range-popup' } }}
        onChange={(v) => {
          if (v?.[0] && v[1]) onChange({ from: v[0].format(DAY), to: v[1].format(DAY) });
        }}
      />
    </div>
  );
}
