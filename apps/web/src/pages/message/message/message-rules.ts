import { MESSAGE_LIMITS, MESSAGE_SORTS, type MessageTab } from '@bo/contract';
import { DAY_RANGE_RULES, dropBackwardDays, textRule, type ListRules } from '../../../components/data-table/list-state';

/** A tab's list words in the address, exactly the contract's (messages.ts messageListQuery, less the tab). */
const base = {
  unread: (v: string) => v === '1',
  q: textRule(MESSAGE_LIMITS.search),
  ...DAY_RANGE_RULES,
};
const fix = dropBackwardDays;

export const MESSAGE_RULES: Record<MessageTab, ListRules> = {
  notice: { sorts: MESSAGE_SORTS, filters: base, fix },
  message: { sorts: MESSAGE_SORTS, filters: base, fix },
  todo: { sorts: MESSAGE_SORTS, filters: { ...base, state: (v: string) => v === 'open' || v === 'done' }, fix },
};
