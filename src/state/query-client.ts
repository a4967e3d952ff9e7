import { MutationCache, onlineManager, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { isUnreachable } from '../api/unreachable';
import { reportError } from './report-error';

const RETRY_DELAY_MS = 600;

/**
 * Only answers that might change on a second try are retried (no answer, 5xx), and only once.
 * Offline there is no retry: a paused retry would leave the page loading until the connection returns.
 */
function shouldRetry(failureCount: number, error: unknown) {
  return failureCount < 1 && onlineManager.isOnline() && isApiError(error) && isUnreachable(error);
}

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        // A background refresh that fails while the last copy is on screen stays quiet.
        if (query.state.data !== undefined || query.meta?.handlesOwnErrors) return;
        // A route's read that failed for the network: the page itself says it is not saved here.
        if (query.meta?.routeHandlesErrors && isUnreachable(error)) return;
        reportError(error, { navigate: !query.meta?.routeHandlesErrors });
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (!mutation.meta?.handlesOwnErrors) reportError(error);
      },
    }),
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        retry: shouldRetry,
        retryDelay: RETRY_DELAY_MS,
        refetchOnWindowFocus: false,
        gcTime: 7 * 24 * 60 * 60 * 1000,
      },
      mutations: { networkMode: 'always', retry: false },
    },
  });
}

let pageClient: QueryClient | undefined;

/** The page's one query client in the browser: the islands of a first document and the app share it. */
export const browserQueryClient = (): QueryClient => (pageClient ??= createQueryClient());
