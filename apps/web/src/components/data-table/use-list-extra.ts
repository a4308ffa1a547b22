import { useEffect, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * Something every answer of a list carries besides its rows (the options of a filter: groups,
 * marks, pages, roles), read from the list's query cache as it fills, for a filter form loaded
 * apart from the table. `prefix` is the list's query key without its view.
 */
export function useListExtra<T>(prefix: QueryKey, pick: (answer: unknown) => T | undefined): T | undefined {
  const client = useQueryClient();
  const read = () =>
    client
      .getQueriesData({ queryKey: prefix })
      .map(([, d]) => (d ? pick(d) : undefined))
      .find((x) => x !== undefined);
  const [value, setValue] = useState<T | undefined>(read);
  useEffect(() => {
    if (value !== undefined) return;
    return client.getQueryCache().subscribe(() => {
      const found = read();
      if (found !== undefined) setValue(found);
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the prefix is compared by value (its JSON), not by identity
  }, [client, value, JSON.stringify(prefix)]);
  return value;
}
