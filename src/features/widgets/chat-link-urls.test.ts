import { isMobileDevice, phoneUrl, telegramUrl, whatsappUrl } from './chat-link-urls';

const nav = (userAgent: string, maxTouchPoints = 0, mobile?: boolean) =>
  ({ userAgent, maxTouchPoints, userAgentData: mobile === undefined ? undefined : { mobile } }) as unknown as Navigator;

describe('chat and call link addresses (SPEC 2)', () => {
  it('links WhatsApp and the phone by their digits', () => {
    expect(whatsappUrl('595 981-604417')).toBe('https://wa.me/595981604417');
    expect(phoneUrl('+595 21 728 9000')).toBe('tel:+595217289000');
  });

  it('uses the Telegram app scheme on mobile devices and the web link otherwise', () => {
    expect(telegramUrl('criptopunto_py', true)).toBe('tg://resolve?domain=criptopunto_py');
    expect(telegramUrl('@criptopunto_py', false)).toBe('https://t.me/criptopunto_py');
  });

  it('tells mobile devices from desktops', () => {
    expect(isMobileDevice(nav('Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36'))).toBe(true);
    expect(isMobileDevice(nav('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)'))).toBe(true);
    expect(isMobileDevice(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', 5))).toBe(true);
    expect(isMobileDevice(nav('Mozilla/5.0 (X11; Linux x86_64) Chrome/126', 0, true))).toBe(true);
    expect(isMobileDevice(nav('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)'))).toBe(false);
    expect(isMobileDevice(nav('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126', 0, false))).toBe(false);
  });
});
