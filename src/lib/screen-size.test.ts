import { screenFromWidth } from './screen-size';

describe('screenFromWidth', () => {
  it.each([
    [0, 'xxs'],
    [359, 'xxs'],
    [360, 'xsm'],
    [474, 'xsm'],
    [475, 'xs'],
    [639, 'xs'],
    [640, 'sm'],
    [767, 'sm'],
    [768, 'md'],
    [1023, 'md'],
    [1024, 'lg'],
    [1279, 'lg'],
    [1280, 'xl'],
    [1535, 'xl'],
    [1536, '2xl'],
    [1699, '2xl'],
    [1700, '2xlm'],
    [2033, '2xlm'],
    [2034, '3xl'],
    [3071, '3xl'],
    [3072, '4xl'],
    [5000, '4xl'],
  ])('%i px is %s', (width, key) => {
    expect(screenFromWidth(width).key).toBe(key);
  });

  it('is mobile below 1024 and small below 3072', () => {
    expect(screenFromWidth(1023)).toMatchObject({ isMobile: true, isSmallScreen: true });
    expect(screenFromWidth(1024)).toMatchObject({ isMobile: false, isSmallScreen: true });
    expect(screenFromWidth(3071).isSmallScreen).toBe(true);
    expect(screenFromWidth(3072).isSmallScreen).toBe(false);
  });
});
