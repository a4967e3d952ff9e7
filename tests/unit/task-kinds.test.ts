import { describe, expect, it } from 'vitest';
import { taskTimeByKind, type TraceEvent } from '../bench/task-kinds';

const ORIGIN = 'http://localhost:4598';
const PAGE = { pid: 1, tid: 1 };
const event = (name: string, ts: number, dur: number, where = PAGE): TraceEvent => ({ name, ph: 'X', ts, dur, ...where });

describe('taskTimeByKind', () => {
  it("adds up the page's tasks by the outermost work inside each, and what nothing inside names", () => {
    const events = [
      { ...event('ParseHTML', 0, 1000), args: { beginData: { url: `${ORIGIN}/es` } } },
      event('RunTask', 0, 5000),
      event('v8.evaluateModule', 1000, 3000),
      // Inside the evaluation: counted with it, not again.
      event('FunctionCall', 1500, 1000),
      event('RunTask', 10_000, 2000),
      // Another renderer's task is not the page's.
      event('RunTask', 20_000, 9000, { pid: 2, tid: 1 }),
    ];
    expect(taskTimeByKind(events, ORIGIN)).toEqual({
      total: 7,
      ParseHTML: 1,
      'v8.evaluateModule': 3,
      'in tasks with nothing traced': 3,
    });
  });
});
