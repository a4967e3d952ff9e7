// Where the site's server keeps what it did for each Idempotency-Key: in Redis when the guard has one
// (shared by every process, atomic), in this process's memory otherwise (`npm start`). A key holds a
// pending record while its first request is on its way (the owner keeps it alive), then the answer.
import type { Redis } from 'ioredis';

type KeyRecord =
  | { state: 'pending'; fingerprint: string; owner: string }
  | { state: 'done'; fingerprint: string; status: number; contentType: string; body: string };

export interface KeyStore {
  /** Puts `record` under `key` unless something is there: true when it was put. */
  claim(key: string, record: KeyRecord, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<KeyRecord | undefined>;
  /** The owner's pending record becomes `done` (or goes, when undefined); a record not the owner's stays. */
  settle(key: string, owner: string, done: KeyRecord | undefined, ttlMs: number): Promise<void>;
  /** Keeps the owner's pending record for another `ttlMs`. */
  extend(key: string, owner: string, ttlMs: number): Promise<void>;
}

export function keysInMemory(): KeyStore {
  const held = new Map<string, { record: KeyRecord; until: number }>();
  const live = (key: string) => {
    const entry = held.get(key);
    if (entry && entry.until < Date.now()) held.delete(key);
    return held.get(key);
  };
  const owned = (key: string, owner: string) => {
    const entry = live(key);
    return entry?.record.state === 'pending' && entry.record.owner === owner ? entry : undefined;
  };
  return {
    async claim(key, record, ttlMs) {
      if (held.size > 10_000) for (const old of [...held.keys()]) live(old);
      if (live(key)) return false;
      held.set(key, { record, until: Date.now() + ttlMs });
      return true;
    },
    get: async (key) => live(key)?.record,
    async settle(key, owner, done, ttlMs) {
      if (!owned(key, owner)) return;
      if (done) held.set(key, { record: done, until: Date.now() + ttlMs });
      else held.delete(key);
    },
    async extend(key, owner, ttlMs) {
      const entry = owned(key, owner);
      if (entry) entry.until = Date.now() + ttlMs;
    },
  };
}

/** Replaces (ARGV[2] set) or deletes the record at KEYS[1] only while ARGV[1] owns it; ARGV[3] is the new TTL. */
const SETTLE = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
local ok, record = pcall(cjson.decode, current)
if not ok or record.owner ~= ARGV[1] then return 0 end
if ARGV[2] == '' then redis.call('DEL', KEYS[1]) else redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3]) end
return 1`;

const EXTEND = `
local current = redis.call('GET', KEYS[1])
if not current then return 0 end
local ok, record = pcall(cjson.decode, current)
if not ok or record.owner ~= ARGV[1] then return 0 end
return redis.call('PEXPIRE', KEYS[1], ARGV[2])`;

export function keysInRedis(redis: Redis): KeyStore {
  const name = (key: string) => `idempotency:${key}`;
  return {
    // SET NX is atomic: of two processes given the same key at once, one claims it.
    claim: async (key, record, ttlMs) => (await redis.set(name(key), JSON.stringify(record), 'PX', ttlMs, 'NX')) === 'OK',
    async get(key) {
      const stored = await redis.get(name(key));
      return stored ? (JSON.parse(stored) as KeyRecord) : undefined;
    },
    async settle(key, owner, done, ttlMs) {
      await redis.eval(SETTLE, 1, name(key), owner, done ? JSON.stringify(done) : '', String(Math.max(1, ttlMs)));
    },
    async extend(key, owner, ttlMs) {
      await redis.eval(EXTEND, 1, name(key), owner, String(ttlMs));
    },
  };
}
