import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from '../bench/cpu-slowdown';

describe('cpuSlowdownFor (Lighthouse CPU-throttling calculator)', () => {
  it('gives the calculator figures at its anchor points', () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(2000)).toBe(6);
  });

  it('interpolates between them, to one decimal', () => {
    expect(cpuSlowdownFor(1050)).toBe(2.5);
    expect(cpuSlowdownFor(475)).toBe(1.5);
  });

  it('never speeds the CPU up on a very slow host', () => {
    expect(cpuSlowdownFor(50)).toBe(1);
  });
});
