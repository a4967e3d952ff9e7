// The public writes (call-back, phone lead, exchange lead, review, newsletter, contact, franchise): one
// table read by the site's server (write-guard.ts), the page's clients (create-client.ts) and the
// service worker's outbox, so all three agree on which requests need the bot check's proof of work.

export type WriteKind = 'callback' | 'phoneLead' | 'lead' | 'review' | 'contact' | 'franchise' | 'newsletter';

export interface PublicWriteRoute {
  kind: WriteKind;
  methods: string[];
  path: RegExp;
  /** A call that is part of a write counted elsewhere (the newsletter's GET before its POST). */
  uncounted?: boolean;
}

const PUBLIC_WRITE_ROUTES: PublicWriteRoute[] = [
  { kind: 'callback', methods: ['POST'], path: /^\/telephony\/ivrs\/[^/]+\/callback$/ },
  { kind: 'phoneLead', methods: ['GET'], path: /^\/rates\/phone-lead$/ },
  { kind: 'lead', methods: ['POST'], path: /^\/rates\/leads$/ },
  { kind: 'contact', methods: ['POST'], path: /^\/rates\/contact$/ },
  { kind: 'franchise', methods: ['POST'], path: /^\/rates\/franchise$/ },
  { kind: 'review', methods: ['POST'], path: /^\/gateway\/api\/v1\/webapp\/public\/webapp\/(store|atms)\/review\/create$/ },
  // One sign-up is two calls to the provider (SPEC 7), the GET and then the POST.
  { kind: 'newsletter', methods: ['GET'], path: /^\/newsletter\/subscribe$/, uncounted: true },
  { kind: 'newsletter', methods: ['POST'], path: /^\/newsletter\/subscribe$/ },
];

export function publicWriteRouteOf(method: string, pathname: string): PublicWriteRoute | undefined {
  return PUBLIC_WRITE_ROUTES.find((write) => write.methods.includes(method.toUpperCase()) && write.path.test(pathname));
}

/**
 * One solution pays for one request of each slot: a call-me's call-back and its phone lead, or a sign-up's
 * GET and POST, share one; a second call-back needs another.
 */
export const proofSlotOf = (write: PublicWriteRoute, method: string) => `${write.kind}:${method.toUpperCase()}`;
