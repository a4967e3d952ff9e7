// Directions in the visitor's own maps app: Apple Maps on Apple devices, the geo: scheme on Android
// (which offers the installed maps apps), a Google Maps directions URL everywhere else. The server
// cannot know the device, so it writes the Google one, with the others beside it for the entry to put in
// place at once (pointDirectionsToMapsApp), without waking the island the link is in.
export type MapsPlatform = 'apple' | 'android' | 'other';

/** From the user agent; iPadOS calls itself a Mac, which has Apple Maps too. */
export function mapsPlatform(userAgent: string): MapsPlatform {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod|macintosh|mac os x/i.test(userAgent)) return 'apple';
  return 'other';
}

export function directionsUrl(platform: MapsPlatform, latitude: number, longitude: number, label: string): string {
  const at = `${latitude},${longitude}`;
  switch (platform) {
    case 'apple':
      return `https://maps.apple.com/?daddr=${at}&q=${encodeURIComponent(label)}`;
    case 'android':
      return `geo:${at}?q=${at}(${encodeURIComponent(label)})`;
    case 'other':
      return `https://www.google.com/maps/dir/?api=1&destination=${at}`;
  }
}

/** The directions link's address on Apple devices and on Android, written beside the Google one. */
const MAPS_HREF_ATTRIBUTES = { apple: 'data-apple-href', android: 'data-android-href' } as const;

/** The attributes that give a directions link its other platforms' addresses. */
export function otherMapsHrefs(latitude: number, longitude: number, label: string) {
  return {
    [MAPS_HREF_ATTRIBUTES.apple]: directionsUrl('apple', latitude, longitude, label),
    [MAPS_HREF_ATTRIBUTES.android]: directionsUrl('android', latitude, longitude, label),
  };
}

/** Points each directions link at the visitor's own maps app (Android's opens in place, not a new tab). */
export function pointDirectionsToMapsApp(root: ParentNode = document, userAgent = navigator.userAgent) {
  const platform = mapsPlatform(userAgent);
  if (platform === 'other') return;
  const attribute = MAPS_HREF_ATTRIBUTES[platform];
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${attribute}]`)) {
    link.href = link.getAttribute(attribute)!;
    if (platform === 'android') link.removeAttribute('target');
  }
}
