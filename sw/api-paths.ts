/** Same-origin prefixes of the outside services (see demo-api/CONTRACT.md). */
export const API_PREFIXES = ['/cms/', '/gateway/', '/rates/', '/telephony/', '/locales/', '/newsletter/', '/__demo/'];

export function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}
