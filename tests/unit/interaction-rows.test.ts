import { describe, expect, it } from 'vitest';
import { interactionRows } from '../bench/interaction-rows';
import { rowOf, withMedians, type InteractionRow, type InteractionVisit } from '../bench/interactions';

const visit = (inpMs: number | null, worstKeydownMs: number | null, answerMs = 40): InteractionVisit => ({
  actedAtMs: 300,
  inpMs,
  worstKeydownMs,
  firstTouch: inpMs === null ? null : { delayMs: 10, handlingMs: 20 },
  answerMs,
  blockingMs: 0,
});
const row = (action: string, visits: InteractionVisit[]): InteractionRow =>
  rowOf(action, action.startsWith('native') ? '/es' : '/comprar', 300, visits);
const FLOOR = 'native <details> (the floor)';
const TYPING = 'typing 250 in the calculator';

describe('withMedians', () => {
  it('takes the median INP and the worst keydown of any visit, not its median', () => {
    const figures = withMedians(row(TYPING, [visit(120, 90), visit(200, 180), visit(150, 100)]));
    expect(figures.inpMs).toBe(150);
    expect(figures.worstInpMs).toBe(200);
    expect(figures.worstKeydownMs).toBe(180);
  });

  it('leaves the worst keydown unknown when no visit typed a key, and ignores the visits that typed none', () => {
    expect(withMedians(row(FLOOR, [visit(60, null), visit(70, null)])).worstKeydownMs).toBeNull();
    expect(withMedians(row(TYPING, [visit(null, null), visit(90, 0)])).worstKeydownMs).toBe(0);
  });
});

describe('interactionRows', () => {
  const rows = interactionRows([
    withMedians(row(FLOOR, [visit(48, null, 30), visit(56, null, 34), visit(64, null, 38)])),
    withMedians(row(TYPING, [visit(96, 88), visit(112, 144), visit(104, 0)])),
  ]);
  const metric = (text: string) => rows.find((candidate) => candidate.metric === text);

  it('puts the worst keydown right after the median INP of the same action, as an info row', () => {
    const inp = rows.findIndex((candidate) => candidate.metric === `${TYPING} /comprar: INP (median of 3)`);
    expect(rows[inp]).toMatchObject({ value: 104, budget: { limit: 200, kind: 'max' } });
    expect(rows[inp + 1]).toMatchObject({
      metric: `${TYPING} /comprar: worst keydown (worst of 3)`,
      value: 144,
      unit: 'ms',
      budget: null,
    });
    expect(rows[inp + 1]!.note).toContain('median INP 104 ms');
  });

  it('says when the action typed no key', () => {
    expect(metric(`${FLOOR} /es: worst keydown (worst of 3)`)).toMatchObject({ value: null, budget: null, note: 'no key typed' });
  });

  it("reads each action's answer beside the floor's", () => {
    expect(metric(`${TYPING}: answer over the floor's`)).toMatchObject({ value: 40 - 34, note: 'answer 40 ms, floor 34 ms' });
    expect(metric(`${FLOOR}: answer`)).toMatchObject({ value: 34, budget: null });
  });
});

describe('a link the browser follows', () => {
  const LINK_FLOOR = 'language switch with no script (the floor of a link)';
  const SWITCH = 'language switch';
  const rows = interactionRows([
    withMedians(row(FLOOR, [visit(48, null, 30), visit(56, null, 34), visit(64, null, 38)])),
    withMedians(row(LINK_FLOOR, [visit(null, null, 310), visit(null, null, 330), visit(null, null, 320)])),
    withMedians(rowOf(SWITCH, '/es', 300, [visit(null, null, 300), visit(null, null, 360), visit(null, null, 340)], LINK_FLOOR)),
  ]);
  const metric = (text: string) => rows.find((candidate) => candidate.metric === text);

  it("is read beside the same link without scripts, not beside the <details>' answer", () => {
    expect(metric(`${SWITCH}: answer over the floor's`)).toMatchObject({
      value: 340 - 320,
      budget: { limit: 300, kind: 'max' },
      note: `answer 340 ms, floor 320 ms (${LINK_FLOOR})`,
    });
  });

  it('shows that floor as a floor, with no budget of its own', () => {
    expect(metric(`${LINK_FLOOR}: answer`)).toMatchObject({ value: 320, budget: null, note: 'the floor of a link the browser follows' });
    expect(metric(`${LINK_FLOOR}: answer over the floor's`)).toBeUndefined();
  });
});
