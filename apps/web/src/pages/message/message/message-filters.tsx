import { Checkbox, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MESSAGE_LIMITS, TODO_STATES } from '@bo/contract';
import { DayRangeFilterItem } from '../../../components/filter-fields/day-range-filter-item';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import { daysOfRange, rangeOfDays, type DayRange } from '../../../components/data-table/filter-words';
import type { FilterFormProps } from '../../../components/data-table/types';
import { TextFilterItem } from '../../../components/filter-fields/filter-items';

interface Values {
  q?: string;
  unread?: boolean;
  state?: string;
  range?: DayRange;
}

const toValues = (f: Record<string, string>): Values => ({
  q: f.q,
  unread: f.unread === '1',
  state: f.state,
  range: rangeOfDays(f.from, f.to),
});
const fromValues = (v: Values): Record<string, string | undefined> => ({
  q: v.q?.trim(),
  unread: v.unread ? '1' : undefined,
  state: v.state,
  ...daysOfRange(v.range),
});

/** The notice and message tabs' filters: title, unread only, the day sent (loaded with the filter panel). */
export default function MessageFilters(props: FilterFormProps) {
  return <Filters {...props} todo={false} />;
}

/** The to-do tab's filters: the same and the to-do's state. */
export function TodoFilters(props: FilterFormProps) {
  return <Filters {...props} todo />;
}

function Filters({ todo, ...props }: FilterFormProps & { todo: boolean }) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values> {...props} toValues={toValues} fromValues={fromValues}>
      <TextFilterItem
        name="q"
        label={t('messages.filter.q')}
        maxLength={MESSAGE_LIMITS.search}
        placeholder={t('messages.filter.qPlaceholder')}
      />
      {todo && (
        <Form.Item name="state" label={t('messages.col.state')}>
          <Select
            allowClear
            placeholder={t('messages.filter.any')}
            options={TODO_STATES.map((s) => ({ value: s, label: t(`noticePanel.state.${s}`) }))}
          />
        </Form.Item>
      )}
      <DayRangeFilterItem
        label={t('messages.filter.sent')}
        from={t('messages.filter.from')}
        to={t('messages.filter.to')}
      />
      <Form.Item name="unread" valuePropName="checked" label={t('messages.filter.unread')}>
        <Checkbox data-testid="messages-filter-unread">{t('messages.filter.unreadOnly')}</Checkbox>
      </Form.Item>
    </FilterFormShell>
  );
}
