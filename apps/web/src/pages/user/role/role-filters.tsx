import { ROLE_SEARCH_MAX, ROLE_STATUSES } from '@bo/contract';
import { SearchStatusFilters } from '../../../components/filter-fields/search-status-filters';
import type { FilterFormProps } from '../../../components/data-table/types';

/** The role list's filters (loaded with the filter panel, not with the page). */
export default function RoleFilters(props: FilterFormProps) {
  return (
    <SearchStatusFilters
      {...props}
      maxLength={ROLE_SEARCH_MAX}
      statuses={ROLE_STATUSES}
      words={{
        q: 'roles.filter.q',
        qPlaceholder: 'roles.filter.qPlaceholder',
        statusLabel: 'roles.col.status',
        any: 'roles.filter.any',
        status: 'roles.status',
      }}
    />
  );
}
