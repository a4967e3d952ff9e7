// Addresses behind the chat and call widgets of the non-Spain hosts (SPEC 2).

export const whatsappUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** Mobile devices open the Telegram app through its scheme; others get the web link. */
export function telegramUrl(handle: string, mobile: boolean): string {
  const name = encodeURIComponent(handle.replace(/^@/, ''));
  return mobile ? `tg://resolve?domain=${name}` : `https://t.me/${name}`;
}

export const phoneUrl = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

type NavigatorWithHints = Navigator & { userAgentData?: { mobile?: boolean } };

/** A phone or tablet, by the browser's own hint or its user agent (iPadOS reports a Mac with touch). */
export function isMobileDevice(nav: NavigatorWithHints = navigator): boolean {
  if (nav.userAgentData?.mobile) return true;
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}
