import { DatePicker, Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { dateRangePresets } from '../data-table/date-presets';

/** The day range from-to of a dated list, under the field "range", with the quick ranges. */
export function DayRangeFilterItem(props: {
  label: string;
  from: string;
  to: string;
  presets?: { label: string; value: [Dayjs, Dayjs] }[];
}) {
  const { t } = useTranslation();
  return (
    <Form.Item name="range" label={props.label}>
      <DatePicker.RangePicker
        presets={props.presets ?? dateRangePresets(t)}
        allowEmpty={[true, true]}
        style={{ width: '100%' }}
        placeholder={[props.from, props.to]}
      />
    </Form.Item>
  );
}
