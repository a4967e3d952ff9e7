// A service's session cookie, read as each call is made. Reading `document.cookie` is a synchronous call
// to the browser process in Chromium, which holds the main thread for a few milliseconds when the browser
// is busy (as it is while a page loads); the Cookie Store API answers the same question asynchronously, so
// it is used where the browser has it and allows it.
export async function readCookie(name: string): Promise<string | undefined> {
  if (typeof document === 'undefined') return undefined;
  if (typeof cookieStore !== 'undefined') {
    try {
      const value = (await cookieStore.get(name))?.value;
      return value ? decodeURIComponent(value) : undefined;
    } catch {
      // Refused (an opaque origin): the document's own cookies answer.
    }
  }
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function removeCookie(name: string) {
  if (typeof document !== 'undefined') document.cookie = `${name}=; Max-Age=0; path=/`;
}
