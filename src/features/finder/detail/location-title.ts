import type { GatewayLocation, LocationContent } from '../data/location-types';

/** SPEC 3: the content record's Banner.Title, else location.title, else N/A. */
export function locationTitle(location: Pick<GatewayLocation, 'location'> | undefined, content: LocationContent | undefined): string {
  return content?.Banner?.Title || location?.location?.title || 'N/A';
}
