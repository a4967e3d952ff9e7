// The machine's status line: in or out of service and how long since it was last seen online.
// Online, "ago" is measured from now; offline, from when the saved copy was fetched ("as of").
export interface ServiceStatusView {
  inService: boolean;
  /** How long before the reference instant it was last seen. */
  lastSeen: { value: number; unit: 'minute' | 'hour' | 'day' };
  /** Offline: the instant the saved data was fetched, which the status describes. */
  asOf?: number;
}

export function serviceStatusView(
  status: { operational: string; lastSeenOnline: string } | undefined,
  { now, online, fetchedAt }: { now: number; online: boolean; fetchedAt: number },
): ServiceStatusView | undefined {
  const seen = status ? Date.parse(status.lastSeenOnline) : Number.NaN;
  if (!status || Number.isNaN(seen)) return undefined;
  const reference = online || !fetchedAt ? now : fetchedAt;
  const minutes = Math.max(0, Math.floor((reference - seen) / 60_000));
  const lastSeen =
    minutes < 60
      ? { value: minutes, unit: 'minute' as const }
      : minutes < 48 * 60
        ? { value: Math.floor(minutes / 60), unit: 'hour' as const }
        : { value: Math.floor(minutes / 1440), unit: 'day' as const };
  return { inService: status.operational === 'in-service', lastSeen, ...(online || !fetchedAt ? {} : { asOf: fetchedAt }) };
}
