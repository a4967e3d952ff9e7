export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const found = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return found ? decodeURIComponent(found.slice(prefix.length)) : undefined;
}

export function removeCookie(name: string) {
  if (typeof document !== 'undefined') document.cookie = `${name}=; Max-Age=0; path=/`;
}
