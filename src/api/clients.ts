// The six call clients of SPEC 7. Base URLs come from VITE_* variables (see README) and default to
// the embedded demo backend on the same origin. No secret lives here: authorization comes from each
// client's session cookie, or from a server-side proxy named by the base URL.
import { createClient } from './create-client';

const env = import.meta.env;

export const WEB_SESSION_COOKIE = 'web_session';

/** Web backend (content service, Strapi v4). */
export const webClient = createClient({ baseUrl: env.VITE_WEB_API_URL ?? '/cms/api', sessionCookie: WEB_SESSION_COOKIE });

/** Gateway: prices, histories, stores, ATMs, reviews. */
export const gatewayClient = createClient({ baseUrl: env.VITE_GATEWAY_API_URL ?? '/gateway/api/v1', sessionCookie: 'gateway_session' });

/** Rates and contact: leads (phone, exchange requests), contact and franchise forms. */
export const ratesClient = createClient({ baseUrl: env.VITE_RATES_API_URL ?? '/rates', sessionCookie: 'rates_session' });

/** Telephony provider: IVR call-back. */
export const telephonyClient = createClient({ baseUrl: env.VITE_TELEPHONY_API_URL ?? '/telephony', sessionCookie: 'telephony_session' });

/** Locale files. */
export const localesClient = createClient({ baseUrl: env.VITE_LOCALES_URL ?? '/locales', sessionCookie: 'locales_session' });

/** Newsletter provider: sends a script content type and accepts anything. */
export const newsletterClient = createClient({
  baseUrl: env.VITE_NEWSLETTER_URL ?? '/newsletter',
  sessionCookie: 'newsletter_session',
  accept: '*/*',
  contentType: 'application/javascript',
});
