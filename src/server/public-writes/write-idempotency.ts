// Exactly once on the site's own server: the first request under an Idempotency-Key acts (goes on to
// the service); a repeat gets that first answer, and a repeat that arrives while the first is still on its
// way waits for it. The same key with another request (method, address or body) is a 422. Only a success
// is kept, for as long as the outbox keeps a write (WRITE_RETENTION_MS): an answer that did nothing (a
// refusal, a 5xx, no answer) frees the key, so a later attempt goes through. Records: idempotency-store.ts.
import { randomUUID } from 'node:crypto';
import { WRITE_RETENTION_MS } from '../../contracts/write-retention';
import { jsonResponse } from '../http/json-response';
import type { KeyStore } from './idempotency-store';

/** How long a first request's claim lasts unless its process renews it: a process that dies frees it soon. */
const CLAIM_MS = 15_000;
/** How long a repeat waits for the first answer before it is told to come back. */
const WAIT_MS = 30_000;
const POLL_MS = 50;

/** Said on an answer that is the first one again, not a new action (the name the demo backend uses too). */
const REPLAYED_HEADER = 'idempotent-replayed';

export interface IdempotencyOptions {
  claimMs?: number;
  waitMs?: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createIdempotency(store: KeyStore, { claimMs = CLAIM_MS, waitMs = WAIT_MS }: IdempotencyOptions = {}) {
  /** Runs `act` as the first request under `key`, keeping its claim alive, and keeps its answer if it succeeded. */
  async function first(key: string, fingerprint: string, owner: string, act: () => Promise<Response>): Promise<Response> {
    const renew = setInterval(() => void store.extend(key, owner, claimMs).catch(() => undefined), claimMs / 3);
    let answer: Response;
    try {
      answer = await act();
    } catch (error) {
      await store.settle(key, owner, undefined, 0);
      throw error;
    } finally {
      clearInterval(renew);
    }
    if (answer.type === 'error' || answer.status < 200 || answer.status >= 300) {
      await store.settle(key, owner, undefined, 0);
      return answer;
    }
    const body = await answer.text();
    const contentType = answer.headers.get('content-type') ?? 'application/json';
    await store.settle(key, owner, { state: 'done', fingerprint, status: answer.status, contentType, body }, WRITE_RETENTION_MS);
    return new Response(body, { status: answer.status, headers: answer.headers });
  }

  return {
    /** `act` once per key and request (`fingerprint`); the first answer for every repeat. */
    async once(key: string, fingerprint: string, act: () => Promise<Response>): Promise<Response> {
      const giveUpAt = Date.now() + waitMs;
      for (;;) {
        const owner = randomUUID();
        if (await store.claim(key, { state: 'pending', fingerprint, owner }, claimMs)) return first(key, fingerprint, owner, act);
        const record = await store.get(key);
        // Freed between the two calls: claim it again.
        if (!record) continue;
        if (record.fingerprint !== fingerprint) {
          return jsonResponse(422, {
            error: 'Unprocessable Entity',
            message: 'This Idempotency-Key was used for another request',
            code: 'idempotency-key-reused',
          });
        }
        if (record.state === 'done') {
          return new Response(record.body, {
            status: record.status,
            headers: { 'content-type': record.contentType, 'cache-control': 'no-store', [REPLAYED_HEADER]: 'true' },
          });
        }
        if (Date.now() >= giveUpAt) {
          return jsonResponse(
            503,
            {
              error: 'Service Unavailable',
              message: 'The first request with this Idempotency-Key is still on its way',
              code: 'idempotency-key-busy',
            },
            { 'retry-after': '5' },
          );
        }
        await sleep(POLL_MS);
      }
    },
  };
}
