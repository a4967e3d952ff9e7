import { retryAfterMsOf, retryDelayMs, verdictOf } from './outbox-verdict';

describe('keep or end, by the answer', () => {
  it.each([200, 201, 202, 204, 299])('ends a write answered %i: delivered', (status) => expect(verdictOf(status)).toBe('delivered'));
  it.each([400, 401, 403, 404, 409, 410, 413, 422, 429])('ends a write refused with %i: the refusal is shown', (status) =>
    expect(verdictOf(status)).toBe('refused'),
  );
  it.each([408, 425, 500, 502, 503, 504, 0, 302])('keeps a write answered %i, for another try', (status) =>
    expect(verdictOf(status)).toBe('retry'),
  );
});

describe('the pause before the next try', () => {
  it('doubles from a second up to a minute, drawn between half and all of it', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((tries) => retryDelayMs(tries, 0, () => 1))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 32_000, 60_000, 60_000,
    ]);
    expect([1, 2, 3].map((tries) => retryDelayMs(tries, 0, () => 0))).toEqual([500, 1000, 2000]);
  });

  it("waits at least the server's Retry-After, and never more than a minute", () => {
    expect(retryDelayMs(1, 5000, () => 0)).toBe(5000);
    expect(retryDelayMs(1, 3_600_000, () => 0)).toBe(60_000);
  });

  it('reads Retry-After in seconds, and nothing else', () => {
    expect(retryAfterMsOf(new Headers({ 'retry-after': '7' }))).toBe(7000);
    expect(retryAfterMsOf(new Headers({ 'retry-after': 'Wed, 21 Oct 2015 07:28:00 GMT' }))).toBeUndefined();
    expect(retryAfterMsOf(new Headers())).toBeUndefined();
  });
});
