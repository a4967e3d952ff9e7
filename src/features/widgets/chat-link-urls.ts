// Addresses behind the chat and call widgets of the non-Spain hosts (SPEC 2).

export const whatsappUrl = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;

/** Mobile devices open the Telegram app through its scheme; others get the web link. */
export function telegramUrl(handle: string, mobile: boolean): string {
  const name = encodeURIComponent(handle.replace(/^@/, ''));
  return mobile ? `tg://resolve?domain=${name}` : `https://t.me/${name}`;
}

/** A link that opens an app on a phone: its phone address, which the entry puts in place on a phone. */
export const PHONE_HREF_ATTRIBUTE = 'data-phone-href';

/**
 * On a phone, points each link that has a phone address to it: at once, without waking the island the
 * link is in. The island, once awake, writes the same address itself.
 */
export function pointLinksToPhoneApps(root: ParentNode = document) {
  if (!isMobileDevice()) return;
  for (const link of root.querySelectorAll<HTMLAnchorElement>(`a[${PHONE_HREF_ATTRIBUTE}]`))
    link.href = link.getAttribute(PHONE_HREF_ATTRIBUTE)!;
}

export const phoneUrl = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;

type NavigatorWithHints = Navigator & { userAgentData?: { mobile?: boolean } };

/** A phone or tablet, by the browser's own hint or its user agent (iPadOS reports a Mac with touch). */
export function isMobileDevice(nav: NavigatorWithHints = navigator): boolean {
  if (nav.userAgentData?.mobile) return true;
  if (/Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile/i.test(nav.userAgent)) return true;
  return /Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1;
}
