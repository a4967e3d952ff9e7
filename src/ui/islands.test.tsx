import { renderToStaticMarkup } from 'react-dom/server';
import { isServerRender, setScopeSource } from '../lib/request-scope';
import { defineIsland, Island, renderedIslands } from './islands';

function Greeting({ name, times }: { name: string; times: number }) {
  return (
    <p>
      Hello {name} ×{times}
    </p>
  );
}
const greeting = defineIsland('notices', Greeting);

describe('Island', () => {
  it('wraps the component, rendered with its props, in a box-less element naming the island and its props', () => {
    const html = renderToStaticMarkup(<Island of={greeting} props={{ name: 'Ana', times: 2 }} />);
    const element = new DOMParser().parseFromString(html, 'text/html').body.firstElementChild!;
    expect(element.className).toBe('island');
    expect(element.getAttribute('data-island')).toBe('notices');
    expect(JSON.parse(element.getAttribute('data-props')!)).toEqual({ name: 'Ana', times: 2 });
    expect(element.innerHTML).toBe('<p>Hello Ana ×2</p>');
  });

  it('records, per server render, which islands it drew (their code goes with the page)', () => {
    const scope = new Map<symbol, unknown>();
    setScopeSource(() => scope);
    try {
      expect(isServerRender()).toBe(true);
      renderToStaticMarkup(<Island of={greeting} props={{ name: 'Ana', times: 1 }} />);
      expect([...renderedIslands()]).toEqual(['notices']);
    } finally {
      setScopeSource(() => undefined);
    }
  });

  it('only takes components whose props are plain data, and names the site declares', () => {
    const WithCallback = (_props: { onDone: () => void }) => null;
    // @ts-expect-error a function cannot travel in the page's HTML
    defineIsland('notices', WithCallback);
    const WithDate = (_props: { at: string; nested: { list: number[] } }) => null;
    // @ts-expect-error an island the site does not declare
    defineIsland('no-such-island', WithDate);
    expect(defineIsland('finder', WithDate).name).toBe('finder');
  });
});
