import { locationTitle } from './location-title';

describe('locationTitle', () => {
  const location = { location: { title: 'Cajero Sol' } };
  it('prefers the content banner title', () => {
    expect(locationTitle(location, { ATMID: 1, Banner: { Title: 'Cajero Bitcoin Sol' } })).toBe('Cajero Bitcoin Sol');
  });
  it('falls back to location.title', () => {
    expect(locationTitle(location, undefined)).toBe('Cajero Sol');
    expect(locationTitle(location, { ATMID: 1, Banner: {} })).toBe('Cajero Sol');
  });
  it('says N/A when nothing has a title', () => {
    expect(locationTitle({ location: {} }, undefined)).toBe('N/A');
    expect(locationTitle(undefined, undefined)).toBe('N/A');
  });
});
