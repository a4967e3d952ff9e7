import { isApiError } from './api-error';

/**
 * A read that failed for the network, not for what it asked: no answer (no connection, a dropped
 * connection, the service worker's timeout), a 5xx, or no ApiError at all (code that could not be
 * fetched). It says nothing about the content, so it may answer on a later try; anything else (a 404,
 * a 4xx) is the service's word about the request itself.
 */
export const isUnreachable = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;
