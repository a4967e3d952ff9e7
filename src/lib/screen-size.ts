// Screen size classes (SPEC 4 and 9). The class is the first whose upper bound the width is below.
type ScreenKey = 'xxs' | 'xsm' | 'xs' | 'sm' | 'md' | 'lg' | 'xl' | '2xl' | '2xlm' | '3xl' | '4xl';

/** Breakpoints in px, as in SPEC 9. */
const breakpoints: Record<ScreenKey, number> = {
  xxs: 320,
  xsm: 360,
  xs: 475,
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
  '2xl': 1536,
  '2xlm': 1700,
  '3xl': 2034,
  '4xl': 3072,
};

const classUpperBounds: Array<[ScreenKey, number]> = [
  ['xxs', breakpoints.xsm],
  ['xsm', breakpoints.xs],
  ['xs', breakpoints.sm],
  ['sm', breakpoints.md],
  ['md', breakpoints.lg],
  ['lg', breakpoints.xl],
  ['xl', breakpoints['2xl']],
  ['2xl', breakpoints['2xlm']],
  ['2xlm', breakpoints['3xl']],
  ['3xl', breakpoints['4xl']],
];

export interface Screen {
  key: ScreenKey;
  size: number;
  isMobile: boolean;
  isSmallScreen: boolean;
}

export function screenFromWidth(width: number): Screen {
  const key = classUpperBounds.find(([, bound]) => width < bound)?.[0] ?? '4xl';
  return { key, size: width, isMobile: width < breakpoints.lg, isSmallScreen: width < breakpoints['4xl'] };
}
