import { rangeChange } from './range-change';

describe('rangeChange', () => {
  it('compares the last value with the first', () => {
    expect(
      rangeChange([
        { time: 1, value: 200 },
        { time: 2, value: 150 },
        { time: 3, value: 250 },
      ]),
    ).toEqual({
      first: 200,
      last: 250,
      change: 50,
      percent: 25,
      lastTime: 3,
    });
  });

  it('handles no points and a zero start', () => {
    expect(rangeChange([])).toBeNull();
    expect(
      rangeChange([
        { time: 1, value: 0 },
        { time: 2, value: 5 },
      ])?.percent,
    ).toBeNull();
  });
});
