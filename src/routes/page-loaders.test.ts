// The rule for a page whose data cannot be loaded: for the network, the page keeps its address (the
// error the route shows, PageUnreachable); for a refusal by the service, SPEC 4's redirects.
import { isRedirect, redirect } from '@tanstack/react-router';
import { ApiError } from '../api/api-error';
import { loadOrRedirect, type OnLoadFailure } from './page-loaders';
import { PageUnreachable } from './page-unreachable';

vi.mock('../state/report-error', () => ({ reportError: vi.fn() }));

async function outcome(error: unknown, onFailure: OnLoadFailure) {
  const load = vi.fn().mockRejectedValueOnce(error).mockResolvedValue('read');
  const thrown = await loadOrRedirect(load, onFailure).then(
    () => undefined,
    (failure: unknown) => failure,
  );
  return { thrown, load };
}

const redirectTarget = (thrown: unknown) => (isRedirect(thrown) ? thrown.options.to : undefined);

const UNREACHABLE: Array<[string, unknown]> = [
  ['no answer', new ApiError(0, 'Error')],
  ['a 500', new ApiError(500, 'Internal Server Error')],
  ['a 503', new ApiError(503, 'Service Unavailable')],
  ["the service worker's 504", new ApiError(504, 'Error')],
  ['a chunk that could not be fetched', new TypeError('Failed to fetch dynamically imported module')],
];

describe('loadOrRedirect', () => {
  describe.each(['home', '404', 'inline'] as const)('on a page that goes to %s on failure', (onFailure) => {
    it.each(UNREACHABLE)('keeps the address for %s, and can read the page again', async (_, error) => {
      const { thrown, load } = await outcome(error, onFailure);
      expect(thrown).toBeInstanceOf(PageUnreachable);
      expect((thrown as PageUnreachable).cause).toBe(error);
      await expect((thrown as PageUnreachable).readAgain()).resolves.toBe('read');
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  it('sends a real not found to the 404 page on a page that has one (a content page, a help article, a location)', async () => {
    expect(redirectTarget((await outcome(new ApiError(404, 'Not Found'), '404')).thrown)).toBe('/errors/404');
  });

  it.each([400, 401, 403, 404, 422, 429])('keeps SPEC 4 for a %i: home for most pages, the 404 page for locations', async (status) => {
    expect(redirectTarget((await outcome(new ApiError(status, 'Error'), 'home')).thrown)).toBe('/home');
    expect(redirectTarget((await outcome(new ApiError(status, 'Error'), '404')).thrown)).toBe('/errors/404');
  });

  it('leaves a refusal on an inline page to its inline error', async () => {
    const refusal = new ApiError(403, 'Forbidden');
    expect((await outcome(refusal, 'inline')).thrown).toBe(refusal);
  });

  it("passes on a redirect the load chose (another market's location, an unknown coin)", async () => {
    const chosen = redirect({ to: '/errors/404', statusCode: 302 });
    expect((await outcome(chosen, 'home')).thrown).toBe(chosen);
  });
});
