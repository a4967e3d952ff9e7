// Directions in the visitor's own maps app: Apple Maps on Apple devices, the geo: scheme on Android
// (which offers the installed maps apps), a Google Maps directions URL everywhere else. The server
// cannot know the device, so it writes the Google one and the browser swaps it after hydration.
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
