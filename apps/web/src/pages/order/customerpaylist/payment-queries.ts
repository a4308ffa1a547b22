import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { getReconciliation, listPayments } from '../../../api/payments';
import { listQueryOf, type ListState } from '../../../components/data-table/list-state';

/**
 * Keys under ['payments', gscode]: a branch switch never shows another branch's cache, and a
 * change to an order (order-queries.ts invalidateAfterOrderChange) reads them all again.
 */
export const paymentKeys = {
  list: (u: UserInfo, s: ListState) => ['payments', u.gscode, 'list', s] as const,
  reconciliation: (u: UserInfo, day: string) => ['payments', u.gscode, 'reconciliation', day] as const,
};

export const paymentQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: paymentKeys.list(u, s),
      queryFn: () => listPayments(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
  reconciliation: (u: UserInfo, day: string) =>
    queryOptions({ queryKey: paymentKeys.reconciliation(u, day), queryFn: () => getReconciliation(day) }),
};
