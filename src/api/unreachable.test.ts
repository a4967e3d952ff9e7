import { ApiError } from './api-error';
import { isUnreachable } from './unreachable';

describe('isUnreachable', () => {
  it.each([
    ['no answer (offline, dropped)', new ApiError(0, 'Error')],
    ['a server error', new ApiError(500, 'Internal Server Error')],
    ['a bad gateway (malformed answer)', new ApiError(502, 'Error')],
    ['a service unavailable', new ApiError(503, 'Service Unavailable')],
    ["the service worker's timeout", new ApiError(504, 'Error')],
    ['code or a fetch that failed outside the client', new TypeError('Failed to fetch dynamically imported module')],
  ])('counts %s as unreachable', (_, error) => {
    expect(isUnreachable(error)).toBe(true);
  });

  it.each([
    ['a real not found', 404],
    ['a bad request', 400],
    ['an unauthorized', 401],
    ['a forbidden', 403],
    ['a validation error', 422],
    ['a rate limit', 429],
  ])('counts %s (%i) as an answer about the request, not the network', (_, status) => {
    expect(isUnreachable(new ApiError(status, 'Error'))).toBe(false);
  });
});
