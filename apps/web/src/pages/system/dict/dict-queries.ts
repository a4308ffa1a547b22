import { queryOptions } from '@tanstack/react-query';
import type { UserInfo } from '@bo/contract';
import { getValueLists } from '../../../api/value-lists';

/** The branch's value lists, editable and fixed, under ['value-lists', gscode]. */
export const valueListsQuery = (u: UserInfo) =>
  queryOptions({ queryKey: ['value-lists', u.gscode] as const, queryFn: getValueLists });
