// Headers every answer of the site carries, whatever made it (page, built file, service, redirect).
// The CSP is per answer (content-security-policy.ts); these are the same for all.

export interface SecurityHeaderOptions {
  /** Strict-Transport-Security max-age in seconds; 0 or undefined sends none (plain http here). */
  hstsMaxAge?: number;
}

export function securityHeaders({ hstsMaxAge }: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    // The finder asks for the visitor's position; nothing else needs a device.
    'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    ...(hstsMaxAge ? { 'strict-transport-security': `max-age=${hstsMaxAge}; includeSubDomains` } : {}),
  };
}

/**
 * `res` with the security headers, and a Cache-Control on service JSON that came without one (an API
 * answer is data of the moment: caches must ask again). A dropped connection (Response.error()) stays as it is.
 */
export function withSecurityHeaders(res: Response, headers: Record<string, string>): Response {
  if (res.type === 'error') return res;
  const out = new Headers(res.headers);
  for (const [name, value] of Object.entries(headers)) if (!out.has(name)) out.set(name, value);
  if (!out.has('cache-control') && /^application\/(?:[\w.+-]*\+)?json/.test(out.get('content-type') ?? ''))
    out.set('cache-control', 'no-cache');
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers: out });
}
