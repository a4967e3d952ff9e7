// Lighthouse's throttling guide: calibrate the CPU slowdown to the host's benchmarkIndex, which each
// report records, so the simulated phone is the same on a slow and on a fast machine.

/**
 * The CPU slowdown that makes a host of this benchmarkIndex simulate Lighthouse's reference phone: the
 * piecewise-linear fit of Lighthouse's CPU-throttling calculator (800 -> 2x, 1300 -> 3x, 1533 -> 4x).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  let slowdown: number;
  if (benchmarkIndex >= 1300) slowdown = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) slowdown = 2 + (benchmarkIndex - 800) / 500;
  else slowdown = 1 + (benchmarkIndex - 150) / 650;
  return Math.round(Math.max(1, slowdown) * 10) / 10;
}
