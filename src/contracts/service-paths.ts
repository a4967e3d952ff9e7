/** The service paths of the same origin (the VITE_* defaults): answered by the services, never rendered as pages. */
export const SERVICE_PREFIXES = ['/cms', '/gateway', '/rates', '/telephony', '/locales', '/newsletter', '/__demo', '/guard'];

export const isServicePath = (pathname: string) =>
  SERVICE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
