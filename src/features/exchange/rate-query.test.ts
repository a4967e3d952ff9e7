import { rateReadAt } from './rate-query';

const at = (time: string) => Date.parse(`2026-11-21T${time}Z`);
const quotedAt = (time: string) => ({ timestamp: at(time) / 1000 });

it('a rate the network has just given was read when it arrived', () => {
  // The gateway quotes on the minute: its time is up to a minute behind the arrival.
  expect(rateReadAt(quotedAt('10:00:00'), at('10:00:42'))).toBe(at('10:00:42'));
});

it('keeps the arrival time when the visitor clock is a few minutes ahead of the gateway', () => {
  expect(rateReadAt(quotedAt('10:00:00'), at('10:04:30'))).toBe(at('10:04:30'));
});

it('an answer that arrives hours old (the worker copy, offline) was read at the gateway time', () => {
  // Renewed in the background at 02:13, opened offline at 14:50.
  expect(rateReadAt(quotedAt('02:13:00'), at('14:50:07'))).toBe(at('02:13:00'));
});

it('an answer without a time of its own keeps the arrival time', () => {
  expect(rateReadAt({ timestamp: 0 }, at('14:50:07'))).toBe(at('14:50:07'));
});
