import { onIslandWakeRequest, requestIslandWake } from './island-wake';

describe('island wake requests', () => {
  it('wakes a listener when asked, once, and one that listens after the request at once', () => {
    const early = vi.fn();
    onIslandWakeRequest('test-early', early);
    expect(early).not.toHaveBeenCalled();
    requestIslandWake('test-early');
    requestIslandWake('test-early');
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    onIslandWakeRequest('test-early', late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('wakes only the island asked for', () => {
    const other = vi.fn();
    onIslandWakeRequest('test-other', other);
    requestIslandWake('test-someone');
    expect(other).not.toHaveBeenCalled();
  });
});
