// The interaction table's rows: each action at each moment, its INP beside Core Web Vitals' "good" line
// (200 ms), its worst keydown beside that INP (a typed text's INP can hide one slow key), and its answer
// beside the native floor's answer at the same moment (within 300 ms of it): the bench's <details>, or for a
// link the browser follows, the same link on the page without scripts.
import { max, type Row } from './budgets';
import type { InteractionRow } from './interactions';

export const INP_GOOD_MS = 200;
export const ANSWER_OVER_FLOOR_MS = 300;

const FLOOR_ACTION = 'native <details> (the floor)';
const group = (momentMs: number) =>
  `Interaction ${momentMs >= 1000 ? `${momentMs / 1000} s` : `${momentMs} ms`} after load (phone, 4x, slow 4G)`;
const shown = (value: number | null) => (value === null ? 'n/a' : `${value} ms`);

export function interactionRows(rows: InteractionRow[]): Row[] {
  return rows.flatMap((row) => {
    const floorAction = row.floorAction ?? FLOOR_ACTION;
    const floor = rows.find((candidate) => candidate.momentMs === row.momentMs && candidate.action === floorAction);
    const isFloor = row === floor || rows.some((other) => other.floorAction === row.action);
    const visits = row.visits.length;
    const errors = row.visits.filter((visit) => visit.error).map((visit) => visit.error);
    const acted = row.visits.map((visit) => visit.actedAtMs).join('/');
    const inpNote =
      row.inpMs === null
        ? `the action loads a new document: no interaction left to read (acted at ${acted} ms)`
        : `worst ${shown(row.worstInpMs)}; first touch waited ${shown(row.firstTouchDelayMs)} for the main thread, handled in ${shown(row.firstTouchHandlingMs)}; acted at ${acted} ms; blocking ${shown(row.blockingMs)} in 8 s`;
    const keydownNote =
      row.worstKeydownMs === null
        ? 'no key typed'
        : row.worstKeydownMs === 0
          ? "every keydown under Event Timing's 16 ms threshold"
          : `the longest keydown of any visit (Event Timing duration); median INP ${shown(row.inpMs)}`;
    const overFloor = !isFloor && row.answerMs !== null && floor?.answerMs !== null && floor ? row.answerMs - floor.answerMs : null;
    return [
      {
        group: group(row.momentMs),
        metric: `${row.action} ${row.path}: INP (median of ${visits})`,
        value: row.inpMs,
        unit: 'ms',
        budget: row.inpMs === null ? null : max(INP_GOOD_MS),
        note: errors.length ? `${inpNote}; failed: ${errors.join('; ')}` : inpNote,
      },
      {
        group: group(row.momentMs),
        metric: `${row.action} ${row.path}: worst keydown (worst of ${visits})`,
        value: row.worstKeydownMs,
        unit: 'ms',
        budget: null,
        note: keydownNote,
      },
      isFloor
        ? {
            group: group(row.momentMs),
            metric: `${row.action}: answer`,
            value: row.answerMs,
            unit: 'ms',
            budget: null,
            note: row.action === FLOOR_ACTION ? 'the floor of the rows below' : 'the floor of a link the browser follows',
          }
        : {
            group: group(row.momentMs),
            metric: `${row.action}: answer over the floor's`,
            value: overFloor,
            unit: 'ms',
            budget: max(ANSWER_OVER_FLOOR_MS),
            note: `answer ${shown(row.answerMs)}, floor ${shown(floor?.answerMs ?? null)}${row.floorAction ? ` (${row.floorAction})` : ''}`,
          },
    ];
  });
}
