import { CARD_SEARCH_MAX, CARD_STATUSES } from '@bo/contract';
import { SearchStatusFilters } from '../../../components/filter-fields/search-status-filters';
import type { FilterFormProps } from '../../../components/data-table/types';

/** The size list's filters (loaded with the filter panel, not with the page). */
export default function SizeFilters(props: FilterFormProps) {
  return (
    <SearchStatusFilters
      {...props}
      maxLength={CARD_SEARCH_MAX}
      statuses={CARD_STATUSES}
      words={{
        q: 'cards.size.filter.q',
        qPlaceholder: 'cards.size.filter.qPlaceholder',
        statusLabel: 'cards.size.col.status',
        any: 'cards.any',
        status: 'cards.status',
      }}
    />
  );
}
