import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { getOrder, listOrders, listSalespeople } from '../../api/orders';
import { listQueryOf, type ListState } from '../../components/data-table/list-state';
import { reportKeys } from '../dashboard/queries';

/** Query keys carry the branch: a branch switch never shows another branch's cache. */
export const orderKeys = {
  all: (u: UserInfo) => ['orders', u.gscode] as const,
  list: (u: UserInfo, s: ListState) => ['orders', u.gscode, 'list', s] as const,
  detail: (u: UserInfo, id: number) => ['orders', u.gscode, 'detail', id] as const,
  salespeople: (u: UserInfo) => ['orders', u.gscode, 'salespeople'] as const,
};

export const orderQueries = {
  list: (u: UserInfo, s: ListState) =>
    queryOptions({
      queryKey: orderKeys.list(u, s),
      queryFn: () => listOrders(listQueryOf(s)),
      placeholderData: keepPreviousData,
    }),
  detail: (u: UserInfo, id: number) => queryOptions({ queryKey: orderKeys.detail(u, id), queryFn: () => getOrder(id) }),
  salespeople: (u: UserInfo) =>
    queryOptions({ queryKey: orderKeys.salespeople(u), queryFn: listSalespeople, staleTime: 5 * 60_000 }),
};

/**
 * After an order changed (state, payment, note): every order list and detail of the branch,
 * the payment list and the dashboard's figures are read again, so the console follows at once.
 */
export function invalidateAfterOrderChange(client: QueryClient, u: UserInfo): void {
  void client.invalidateQueries({ queryKey: orderKeys.all(u) });
  void client.invalidateQueries({ queryKey: ['payments', u.gscode] });
  void client.invalidateQueries({ queryKey: reportKeys.data(u).slice(0, 2) });
}
