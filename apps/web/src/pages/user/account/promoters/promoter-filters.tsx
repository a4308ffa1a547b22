import { PROMOTER_SEARCH_MAX, PROMOTER_STATUSES } from '@bo/contract';
import { SearchStatusFilters } from '../../../../components/filter-fields/search-status-filters';
import type { FilterFormProps } from '../../../../components/data-table/types';

/** The promoter list's filters (loaded with the filter panel, not with the tab). */
export default function PromoterFilters(props: FilterFormProps) {
  return (
    <SearchStatusFilters
      {...props}
      maxLength={PROMOTER_SEARCH_MAX}
      statuses={PROMOTER_STATUSES}
      words={{
        q: 'accounts.promoters.filter.q',
        qPlaceholder: 'accounts.promoters.filter.qPlaceholder',
        statusLabel: 'accounts.promoters.col.status',
        any: 'accounts.promoters.filter.any',
        status: 'accounts.promoters.status',
      }}
    />
  );
}
