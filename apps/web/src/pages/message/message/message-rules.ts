import { MESSAGE_LIMITS, MESSAGE_SORTS, type MessageTab } from '@bo/contract';
import { datedListRules, textRule, type ListRules } from '../../../components/data-table/list-state';

/** A tab's list words in the address, exactly the contract's (messages.ts messageListQuery, less the tab). */
const base = {
  unread: (v: string) => v === '1',
  q: textRule(MESSAGE_LIMITS.search),
};

export const MESSAGE_RULES: Record<MessageTab, ListRules> = {
  notice: datedListRules(MESSAGE_SORTS, base),
  message: datedListRules(MESSAGE_SORTS, base),
  todo: datedListRules(MESSAGE_SORTS, { ...base, state: (v: string) => v === 'open' || v === 'done' }),
};
