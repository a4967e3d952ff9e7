import { startWhenNeeded } from './start-when-needed';

// jsdom's document has loaded and it has no requestIdleCallback: the idle start is the timer after load.
describe('startWhenNeeded', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  const page = () => {
    document.body.innerHTML =
      '<main><p>Text</p><a href="/next">Next</a><label>Amount <input id="amount"></label><button>Menu</button></main>';
    const start = vi.fn();
    startWhenNeeded(start);
    return start;
  };
  const press = (selector: string) => document.querySelector(selector)!.dispatchEvent(new Event('pointerdown', { bubbles: true }));

  it('starts at the first control the visitor operates, once', () => {
    const start = page();
    press('button');
    document.getElementById('amount')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts for a field focused from the keyboard', () => {
    const start = page();
    document.getElementById('amount')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('does not start for reading, links or text: those work without the app', () => {
    const start = page();
    press('p');
    press('a');
    document.querySelector('a')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(start).not.toHaveBeenCalled();
  });

  it('starts by itself once the loaded page has been left alone for a while', () => {
    const start = page();
    vi.advanceTimersByTime(1000);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(10_000);
    expect(start).toHaveBeenCalledTimes(1);
    press('button');
    expect(start).toHaveBeenCalledTimes(1);
  });
});
