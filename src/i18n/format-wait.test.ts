import { formatWait } from './format-wait';

describe('formatWait', () => {
  it.each([
    [0, '1 s'],
    [30, '30 s'],
    [59.2, '1 min'],
    [60, '1 min'],
    [61, '2 min'],
    [2700, '45 min'],
    [3599, '60 min'],
    [3600, '1 h'],
    [7000, '2 h'],
    [86_400, '24 h'],
  ])('%f s -> %s', (seconds, text) => {
    expect(formatWait(seconds)).toBe(text);
  });
});
