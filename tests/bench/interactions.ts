// The interaction table: what a visitor on a slow phone feels when they first act on a page. Each action
// runs on a fresh visit (a browser of its own: no cache, no service worker yet) at a phone viewport, with
// Chromium's own throttling (CPU 4x, 150 ms latency, 1.6 Mbit/s down, 750 kbit/s up), at a moment after the
// load event: 300 ms (the visitor acts at once), 3.3 s (when a deferred start-up would be running) and 9 s.
// Per row, the medians of the visits:
// - INP: the longest interaction of the action, from the page's Event Timing entries (what Core Web Vitals'
//   INP reads). An action that loads a new document has no interaction left to read on the old one: n/a.
// - worst keydown: the longest Event Timing duration of a keydown in the visit (the worst visit's): a typed
//   text's INP can hide one slow key among quick ones, and the slow one is what the typist feels.
// - answer: from the end of the action (the tap's click, or the last key) until the frame that shows the
//   page's response: the menu open, Valencia's ATMs listed, the quote priced, the English page (0 when it
//   showed before the last key).
// - blocking: long tasks' time over 50 ms from the load event to 8 s after it (the page's own background
//   work, whatever the action).
// The first row opens a native <details> that the bench puts on the page itself: no script runs for it,
// so it is the harness's floor; every other row is read beside it, at the same moment, in the same run. A
// link the browser follows is read beside the same link on the page without scripts instead.
import { chromium } from '@playwright/test';
import { median, round } from './budgets';
import { INTERACTION_PROBE } from './interaction-probe';
import { CHROMIUM, CHROMIUM_ARGS, MOBILE } from './pages';
import { INTERACTION_CASES, type InteractionCase, type Point } from './interaction-cases';
import { startScriptFreeProxy } from './script-free-proxy';

export const MOMENTS_MS = [300, 3300, 9000];
const BLOCKING_WINDOW_MS = 8000;
const ANSWER_TIMEOUT_MS = 20_000;
/** Chromium's network emulation: Lighthouse's slow 4G, applied for real rather than simulated. */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

interface ProbeState {
  inputs: Array<{ type: string; at: number }>;
  answeredAt: number;
}
interface ProbeEntries {
  events: Array<{ name: string; start: number; duration: number; processingStart: number; processingEnd: number; interactionId: number }>;
  longTasks: Array<{ start: number; duration: number }>;
}

export interface InteractionVisit {
  /** When the action began, after the load event. */
  actedAtMs: number;
  inpMs: number | null;
  /**
   * The longest keydown's Event Timing duration; 0 when keys were typed but none reached Event Timing's
   * 16 ms threshold; null when the action typed no key or left its document.
   */
  worstKeydownMs: number | null;
  /** The action's first event: how long it waited for the main thread, and how long its handling took. */
  firstTouch: { delayMs: number; handlingMs: number } | null;
  answerMs: number | null;
  blockingMs: number;
  error?: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

async function visit(origin: string, action: InteractionCase, momentMs: number): Promise<InteractionVisit> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...MOBILE });
    await context.addInitScript(INTERACTION_PROBE);
    const page = await context.newPage();
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', SLOW_4G);
    await session.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    // Where to act is worked out while the page loads, so the action can start at its moment.
    await page.goto(`${origin}${action.path}`, { waitUntil: 'commit', timeout: 60_000 });
    const { loadEnd, ...start } = await page.evaluate(
      ([selector, answer, floor]) =>
        (
          window as unknown as {
            __interactionPrepare: (selector: string, answer: string, floor: boolean) => Promise<Point & { loadEnd: number }>;
          }
        ).__interactionPrepare(selector, answer, floor),
      [action.first, action.answer, action.floor ?? false] as const,
    );
    await sleep(loadEnd + momentMs - Date.now());
    await action.act(page, start);
    const state = await page
      .waitForFunction(
        () => {
          const read = (window as unknown as { __interactionState?: () => ProbeState }).__interactionState;
          const current = read?.();
          return current?.answeredAt ? current : null;
        },
        undefined,
        { timeout: ANSWER_TIMEOUT_MS, polling: 100 },
      )
      .then((handle) => handle.jsonValue() as Promise<ProbeState>);
    // Event Timing entries arrive after the frame they end in; the blocking window runs 8 s from load.
    await sleep(Math.max(1000, loadEnd + BLOCKING_WINDOW_MS - Date.now()));
    const entries = await page.evaluate(() => (window as unknown as { __interactionProbe: ProbeEntries }).__interactionProbe);
    const sameDocument = (await page.evaluate(() => performance.timeOrigin)) < loadEnd;
    const first = state.inputs[0]?.at ?? 0;
    const last = [...state.inputs].reverse().find((input) => input.type !== 'pointerdown') ?? state.inputs.at(-1);
    const interactions = entries.events.filter((entry) => entry.interactionId > 0 && entry.start >= first - 1);
    const firstEvent = interactions.reduce<(typeof interactions)[number] | undefined>(
      (earliest, entry) => (!earliest || entry.start < earliest.start ? entry : earliest),
      undefined,
    );
    const typedKeys = state.inputs.some((input) => input.type === 'keydown');
    const keydowns = interactions.filter((entry) => entry.name === 'keydown').map((entry) => entry.duration);
    const blocking = entries.longTasks
      .filter((task) => task.start >= loadEnd && task.start < loadEnd + BLOCKING_WINDOW_MS)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return {
      actedAtMs: round(first - loadEnd, 0),
      inpMs: sameDocument && interactions.length ? Math.max(...interactions.map((entry) => entry.duration)) : null,
      worstKeydownMs: sameDocument && typedKeys ? Math.max(0, ...keydowns) : null,
      firstTouch:
        sameDocument && firstEvent
          ? {
              delayMs: round(firstEvent.processingStart - firstEvent.start, 0),
              handlingMs: round(firstEvent.processingEnd - firstEvent.processingStart, 0),
            }
          : null,
      // A list that already shows the answer before the last key (Valencia's ATMs after "Valen") answered at once.
      answerMs: last ? round(Math.max(0, state.answeredAt - last.at), 0) : null,
      blockingMs: sameDocument ? round(blocking, 0) : 0,
    };
  } catch (error) {
    return {
      actedAtMs: 0,
      inpMs: null,
      worstKeydownMs: null,
      firstTouch: null,
      answerMs: null,
      blockingMs: 0,
      error: String(error).split('\n')[0]!.slice(0, 160),
    };
  } finally {
    await browser.close();
  }
}

export interface InteractionRow {
  action: string;
  path: string;
  /** The action whose answer this one's is read beside, when not the <details> floor's. */
  floorAction?: string;
  momentMs: number;
  visits: InteractionVisit[];
  inpMs: number | null;
  worstInpMs: number | null;
  /** The worst keydown over the visits (see InteractionVisit). */
  worstKeydownMs: number | null;
  answerMs: number | null;
  blockingMs: number | null;
  /** Medians of the first event's wait for the main thread and of its handling. */
  firstTouchDelayMs: number | null;
  firstTouchHandlingMs: number | null;
}

const medianOf = (values: Array<number | null>) => {
  const known = values.filter((value): value is number => value !== null);
  return known.length ? round(median(known), 0) : null;
};

/** The row's figures: the medians of its visits (an errored visit counts for nothing). */
export function withMedians(row: InteractionRow): InteractionRow {
  const inps = row.visits.map((visit) => visit.inpMs).filter((value): value is number => value !== null);
  const keydowns = row.visits.map((visit) => visit.worstKeydownMs).filter((value): value is number => value !== null);
  return {
    ...row,
    inpMs: medianOf(inps),
    worstInpMs: inps.length ? Math.max(...inps) : null,
    worstKeydownMs: keydowns.length ? Math.max(...keydowns) : null,
    answerMs: medianOf(row.visits.map((visit) => visit.answerMs)),
    blockingMs: medianOf(row.visits.map((visit) => (visit.error ? null : visit.blockingMs))),
    firstTouchDelayMs: medianOf(row.visits.map((visit) => visit.firstTouch?.delayMs ?? null)),
    firstTouchHandlingMs: medianOf(row.visits.map((visit) => visit.firstTouch?.handlingMs ?? null)),
  };
}

/** A row before any figure: the action's visits are added, then its medians taken. */
export const rowOf = (
  action: string,
  path: string,
  momentMs: number,
  visits: InteractionVisit[] = [],
  floorAction?: string,
): InteractionRow => ({
  action,
  path,
  floorAction,
  momentMs,
  visits,
  inpMs: null,
  worstInpMs: null,
  worstKeydownMs: null,
  answerMs: null,
  blockingMs: null,
  firstTouchDelayMs: null,
  firstTouchHandlingMs: null,
});

/**
 * Every action at every moment, `visits` times, interleaved: each round visits every (moment, action)
 * pair once, so the machine's drift over the run falls on every row alike.
 */
export async function measureInteractions(
  origin: string,
  visits = Math.max(1, Number(process.env.BENCH_INTERACTION_VISITS) || 3),
  progress: (text: string) => void = () => undefined,
  cases: InteractionCase[] = INTERACTION_CASES,
): Promise<InteractionRow[]> {
  const rows: InteractionRow[] = MOMENTS_MS.flatMap((momentMs) =>
    cases.map((action) => rowOf(action.name, action.path, momentMs, [], action.floorAction)),
  );
  const scriptFree = cases.some((action) => action.scriptFree) ? await startScriptFreeProxy(origin) : undefined;
  try {
    for (let round_ = 1; round_ <= visits; round_++) {
      for (const row of rows) {
        const action = cases.find((entry) => entry.name === row.action)!;
        const result = await visit(action.scriptFree ? scriptFree!.origin : origin, action, row.momentMs);
        row.visits.push(result);
        progress(
          `round ${round_}/${visits} ${row.action} at ${row.momentMs} ms: INP ${result.inpMs ?? 'n/a'}, worst keydown ${result.worstKeydownMs ?? 'n/a'}, answer ${result.answerMs ?? 'n/a'} ms` +
            (result.error ? ` (${result.error})` : ''),
        );
      }
    }
  } finally {
    await scriptFree?.close();
  }
  return rows.map(withMedians);
}
