import { CONTACT_LIMITS, CONTACT_ONLINE, CONTACT_SORTS, CONTACT_STATUSES } from '@bo/contract';
import { csvRule, textRule, type ListRules } from '../../../components/data-table/list-state';

export const CONTACTS_ROUTE = '/space/customerservice';
export const CONTACTS_TABLE = 'service-contacts';

/** The contacts list's URL words, exactly the contract's (site.ts contactListQuery). */
export const CONTACT_RULES: ListRules = {
  sorts: CONTACT_SORTS,
  filters: {
    q: textRule(CONTACT_LIMITS.search),
    // 0: contacts without a department.
    departmentId: (v) => /^(0|[1-9]\d{0,9})$/.test(v) && Number(v) <= 2_147_483_647,
    online: csvRule(CONTACT_ONLINE),
    status: csvRule(CONTACT_STATUSES),
  },
};
