// What each kind of public write's service answers on success. Which requests are public writes is the
// route table in src/api/public-writes.ts, shared with the page's clients and the service worker.
import type { WriteKind } from '../../api/public-writes';

/** What the service answers on success: a honeypot submission gets the same, so its robot learns nothing. */
export const QUIET_SUCCESS: Record<WriteKind, (body: Record<string, unknown>) => { status: number; body: unknown }> = {
  callback: () => ({ status: 201, body: { status: 'queued', id: 'cb_000000' } }),
  phoneLead: () => ({ status: 200, body: { ok: true } }),
  lead: (body) => ({ status: 201, body: { ok: true, refCode: body.refCode } }),
  contact: () => ({ status: 201, body: { ok: true } }),
  franchise: () => ({ status: 201, body: { ok: true } }),
  review: (body) => ({
    status: 201,
    body: {
      review: {
        id: 0,
        locationId: body.locationId,
        author: body.name,
        rating: body.rating,
        text: body.text,
        date: new Date().toISOString(),
      },
    },
  }),
  newsletter: () => ({ status: 200, body: { result: 'success' } }),
};

/** Every kind of public write. */
export const WRITE_KINDS = Object.keys(QUIET_SUCCESS) as WriteKind[];
