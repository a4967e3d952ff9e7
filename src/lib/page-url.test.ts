import { replacePageAddress, rewriteAddressesWith } from './page-url';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('replacePageAddress', () => {
  it("rewrites the search of the page on screen, through the app's router once it runs", () => {
    window.history.replaceState(null, '', '/cajeros');
    replacePageAddress('/cajeros?q=Valencia');
    expect(window.location.pathname + window.location.search).toBe('/cajeros?q=Valencia');

    const routed: string[] = [];
    rewriteAddressesWith((href) => routed.push(href));
    replacePageAddress('/cajeros?q=Valencia&h24=1');
    expect(routed).toEqual(['/cajeros?q=Valencia&h24=1']);
  });

  it('never takes the visitor back from a page they went on to', () => {
    const routed: string[] = [];
    rewriteAddressesWith((href) => routed.push(href));
    // A link followed before the search's pause ended: the address is already the next page's.
    window.history.replaceState(null, '', '/cajero-bitcoin/1050');
    replacePageAddress('/cajeros?q=Valencia');
    expect(routed).toEqual([]);
    expect(window.location.pathname).toBe('/cajero-bitcoin/1050');
  });
});
