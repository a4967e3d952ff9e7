import { directionsUrl, mapsPlatform, otherMapsHrefs, pointDirectionsToMapsApp } from './directions';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
};

describe('directions', () => {
  it('picks the maps app by device', () => {
    expect(mapsPlatform(UA.iphone)).toBe('apple');
    expect(mapsPlatform(UA.ipadOs)).toBe('apple');
    expect(mapsPlatform(UA.android)).toBe('android');
    expect(mapsPlatform(UA.windows)).toBe('other');
    expect(mapsPlatform(UA.linux)).toBe('other');
  });

  it('writes each app’s URL with the coordinates and a label', () => {
    expect(directionsUrl('apple', 40.4168, -3.7038, 'Cajero Sol 12')).toBe(
      'https://maps.apple.com/?daddr=40.4168,-3.7038&q=Cajero%20Sol%2012',
    );
    expect(directionsUrl('android', 40.4168, -3.7038, 'Cajero Sol 12')).toBe('geo:40.4168,-3.7038?q=40.4168,-3.7038(Cajero%20Sol%2012)');
    expect(directionsUrl('other', -25.2637, -57.5759, 'x')).toBe('https://www.google.com/maps/dir/?api=1&destination=-25.2637,-57.5759');
  });

  it("points the server's Google link at the device's own app without any island: Android's in place, not in a new tab", () => {
    const serverLink = () => {
      document.body.innerHTML = '<a target="_blank" href="https://www.google.com/maps/dir/?api=1&destination=1,2">Directions</a>';
      const link = document.querySelector('a')!;
      for (const [name, value] of Object.entries(otherMapsHrefs(1, 2, 'ATM'))) link.setAttribute(name, value);
      return link;
    };
    let link = serverLink();
    pointDirectionsToMapsApp(document, UA.iphone);
    expect(link.getAttribute('href')).toBe(directionsUrl('apple', 1, 2, 'ATM'));
    expect(link.target).toBe('_blank');
    link = serverLink();
    pointDirectionsToMapsApp(document, UA.android);
    expect(link.getAttribute('href')).toBe(directionsUrl('android', 1, 2, 'ATM'));
    expect(link.hasAttribute('target')).toBe(false);
    link = serverLink();
    pointDirectionsToMapsApp(document, UA.windows);
    expect(link.getAttribute('href')).toBe(directionsUrl('other', 1, 2, 'ATM'));
  });
});
