// 1,000 random paths that no page owns all end on the 404 page: the public-path rewrite leaves them
// alone and the route tree matches none of them, so the root's notFound (the Error404 page) renders.
// The browser half (a sample of these paths, end to end) is in tests/e2e/resilience.spec.ts.
import fc from 'fast-check';
import { QueryClient } from '@tanstack/react-query';
import { createAppRouter } from '../../src/routes/router';
import { resolvePublicPath, toInternalPath } from '../../src/i18n/localized-paths';
import { unknownPath } from './unknown-path-arbitrary';

const router = createAppRouter({ queryClient: new QueryClient(), marketId: 1 });
/** The route that owns the whole path. A match that leaves segments over (in its `**` param) owns nothing:
 *  the router matches /atm/1001/x to /atm/$id only to find the nearest not-found page, as it does here. */
function foundRouteId(internalPath: string) {
  const [, params, route] = router.getMatchedRoutes(internalPath);
  return params['**'] === undefined ? route?.id : undefined;
}

test('the route tree does match real pages (so an unmatched path is meaningful)', () => {
  expect(foundRouteId(toInternalPath('/cajeros/28013'))).toBe('/bitcoin-atms/{-$zipCode}');
  expect(foundRouteId(toInternalPath('/home'))).toBe('/errors/404');
  // The router matches static segments in any case, so an internal-only path is a 404 in any case too.
  expect(foundRouteId(toInternalPath('/hOMe'))).toBe('/errors/404');
  expect(foundRouteId('/no-such-page')).toBeUndefined();
  // A real page's path with a segment more is no page.
  expect(foundRouteId(toInternalPath('/atm/1001'))).toBe('/atm/$id');
  expect(foundRouteId(toInternalPath('/atm/1001/x'))).toBeUndefined();
  expect(foundRouteId(toInternalPath('/cajeros/28013/x'))).toBeUndefined();
});

test('1,000 random unknown paths match no route and render the 404 page', () => {
  let checked = 0;
  fc.assert(
    fc.property(unknownPath, (path) => {
      checked += 1;
      expect(resolvePublicPath(path)).toBeNull();
      const found = foundRouteId(toInternalPath(path));
      expect(found === undefined || found === '/errors/404').toBe(true);
    }),
    { numRuns: 1000 },
  );
  expect(checked).toBe(1000);
});
