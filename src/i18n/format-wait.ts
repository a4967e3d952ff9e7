/** A wait in seconds as people say it, rounded up: "2 h", "45 min", "30 s" (the same in Spanish and English). */
export function formatWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole >= 3600) return `${Math.ceil(whole / 3600)} h`;
  if (whole >= 60) return `${Math.ceil(whole / 60)} min`;
  return `${whole} s`;
}
