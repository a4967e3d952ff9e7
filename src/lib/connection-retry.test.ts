import { retryWhileWaiting } from './connection-retry';

const LONGEST_PAUSE_MS = 30_000;

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
}

describe('retryWhileWaiting', () => {
  it('backs off from 2 s, doubling, to one try every 30 s', () => {
    const tryNow = vi.fn();
    const stop = retryWhileWaiting(tryNow);
    const triesAt = (ms: number) => {
      vi.advanceTimersByTime(ms);
      return tryNow.mock.calls.length;
    };
    expect(triesAt(1999)).toBe(0);
    expect(triesAt(1)).toBe(1);
    expect(triesAt(4000)).toBe(2);
    expect(triesAt(8000)).toBe(3);
    expect(triesAt(16000)).toBe(4);
    expect(triesAt(LONGEST_PAUSE_MS)).toBe(5);
    expect(triesAt(LONGEST_PAUSE_MS)).toBe(6);
    stop();
  });

  it.each(['online', 'focus', 'pageshow'])('tries at once on "%s", and starts the schedule over', (hint) => {
    const tryNow = vi.fn();
    const stop = retryWhileWaiting(tryNow);
    vi.advanceTimersByTime(2000 + 4000 + 8000);
    expect(tryNow).toHaveBeenCalledTimes(3);
    window.dispatchEvent(new Event(hint));
    expect(tryNow).toHaveBeenCalledTimes(4);
    vi.advanceTimersByTime(2000);
    expect(tryNow).toHaveBeenCalledTimes(5);
    stop();
  });

  it('tries when the page is shown again, not when it is hidden', () => {
    const tryNow = vi.fn();
    const stop = retryWhileWaiting(tryNow);
    setVisibility('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tryNow).not.toHaveBeenCalled();
    setVisibility('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    expect(tryNow).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves no timer and no listener once stopped', () => {
    const tryNow = vi.fn();
    const stop = retryWhileWaiting(tryNow);
    stop();
    expect(vi.getTimerCount()).toBe(0);
    window.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(10 * LONGEST_PAUSE_MS);
    expect(tryNow).not.toHaveBeenCalled();
  });
});
