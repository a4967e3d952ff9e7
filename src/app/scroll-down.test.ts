import { nextScrollDown } from './scroll-down';

describe('nextScrollDown', () => {
  it('turns on when scrolling down past the offset', () => {
    expect(nextScrollDown(false, 751, 700, 750)).toBe(true);
    expect(nextScrollDown(false, 750, 700, 750)).toBe(false);
  });

  it('stays on while scrolling up within 200 px of the offset', () => {
    expect(nextScrollDown(true, 600, 800, 750)).toBe(true);
    expect(nextScrollDown(true, 550, 600, 750)).toBe(true);
  });

  it('turns off scrolling up once more than 200 px short of the offset', () => {
    expect(nextScrollDown(true, 549, 600, 750)).toBe(false);
  });

  it('does not turn off while still going down', () => {
    expect(nextScrollDown(true, 100, 50, 750)).toBe(true);
  });
});
