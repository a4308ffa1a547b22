import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/http';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Server answers (4xx/5xx, codes 7 and 8) are final; only lost connections are worth one more try.
      retry: (count, err) => count < 1 && err instanceof ApiError && err.status === undefined && !err.cancelled,
    },
  },
});
