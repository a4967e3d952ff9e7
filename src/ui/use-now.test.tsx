import { act, render } from '@testing-library/react';
import { useNow, useTick } from './use-now';

// The server rendered 15 s before the browser's effects run, in the same minute.
const SERVER_INSTANT = Date.parse('2026-01-15T11:00:05Z');
vi.mock('../state/render-clock', () => ({ useRenderTime: () => SERVER_INSTANT }));

describe('useNow and useTick', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-15T11:00:20.500Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("start from the server's instant; useNow then takes the real time, useTick renders again only when the minute turns", () => {
    const nows: number[] = [];
    const ticks: number[] = [];
    function Now() {
      nows.push(useNow(60_000));
      return null;
    }
    function Tick() {
      ticks.push(useTick(60_000));
      return null;
    }
    render(
      <>
        <Now />
        <Tick />
      </>,
    );
    const minute = Date.parse('2026-01-15T11:00:00Z');
    expect(nows).toEqual([SERVER_INSTANT, Date.parse('2026-01-15T11:00:20.500Z')]);
    // The real time is in the server's minute: nothing to render again.
    expect(ticks).toEqual([minute]);
    act(() => void vi.advanceTimersByTime(60_000));
    expect(ticks).toEqual([minute, minute + 60_000]);
    expect(nows.at(-1)).toBe(Date.parse('2026-01-15T11:01:20.500Z'));
  });
});
