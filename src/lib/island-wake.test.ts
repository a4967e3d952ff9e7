import { onIslandWakeRequest, requestIslandWake } from './island-wake';

describe('island wake requests', () => {
  it('wakes a listener when asked, once, and one that listens after the request at once', () => {
    const early = vi.fn();
    onIslandWakeRequest('notice-posted', early);
    expect(early).not.toHaveBeenCalled();
    requestIslandWake('notice-posted');
    requestIslandWake('notice-posted');
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    onIslandWakeRequest('notice-posted', late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('wakes only what waits for that signal', () => {
    const other = vi.fn();
    onIslandWakeRequest('install-offered', other);
    requestIslandWake('calls-started');
    expect(other).not.toHaveBeenCalled();
  });
});
