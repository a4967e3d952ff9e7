// Rendered answers kept and shared by URL, renders in turn.
import { pageCache } from './page-cache';

/** A render that waits for its gate and counts its calls. */
function gatedRender(answer: string) {
  const gates: Array<() => void> = [];
  let calls = 0;
  const render = async () => {
    calls++;
    await new Promise<void>((resolve) => gates.push(resolve));
    return answer;
  };
  return { render, gates, calls: () => calls };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pageCache', () => {
  it('shares one render among the requests for a page while it is rendered, then keeps its answer', async () => {
    const pages = pageCache<string>(10_000, 4);
    const { render, gates, calls } = gatedRender('page');
    const answers = [pages('a', true, render), pages('a', true, render)];
    await settle();
    gates.forEach((open) => open());
    expect(await Promise.all(answers)).toEqual(['page', 'page']);
    expect(await pages('a', true, render)).toBe('page');
    expect(calls()).toBe(1);
  });

  it('neither takes an answer that is not cacheable from the cache nor puts it there', async () => {
    const pages = pageCache<string>(10_000, 4);
    let calls = 0;
    const render = async () => `render ${++calls}`;
    expect(await pages('a', false, render)).toBe('render 1');
    expect(await pages('a', true, render)).toBe('render 2');
    expect(await pages('a', false, render)).toBe('render 3');
    expect(await pages('a', true, render)).toBe('render 2');
  });

  it('keeps no failed render: the next request renders again', async () => {
    const pages = pageCache<string>(10_000, 4);
    let calls = 0;
    const render = async () => {
      if (++calls === 1) throw new Error('down');
      return 'page';
    };
    await expect(pages('a', true, render)).rejects.toThrow('down');
    expect(await pages('a', true, render)).toBe('page');
  });
});
