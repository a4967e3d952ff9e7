// The actions of the interaction table (interactions.ts), each with the control it starts on and the
// answer the probe watches for (interaction-probe.ts).
import type { Page } from '@playwright/test';

/** A phone keyboard at a brisk typist's pace. */
const KEY_DELAY_MS = 120;

export type Point = { x: number; y: number };

export interface InteractionCase {
  name: string;
  path: string;
  /** The answer the probe watches for (interaction-probe.ts). */
  answer: string;
  /** The control the action starts on: found, and scrolled to, while the page loads. */
  first: string;
  /** Only input, through the browser's input pipeline (see `tapAt`). */
  act: (page: Page, first: Point) => Promise<void>;
  /** The case of the bench's own native <details>. */
  floor?: boolean;
  /** Visited on the document floor (the page with its scripts removed: script-free-proxy.ts). */
  scriptFree?: boolean;
  /** The action (a case's name) whose answer this one's is read beside, when not the <details> floor's. */
  floorAction?: string;
}

/**
 * A link the browser follows: its answer is a new document over the network, and the same link on the page
 * without scripts is its floor (the <details> floor answers without a round trip).
 */
const LINK_FLOOR = 'language switch with no script (the floor of a link)';

/**
 * Input straight through the browser's input pipeline (Playwright's touchscreen and keyboard), with no
 * actionability checks: on a 4x-slowed page those checks take hundreds of milliseconds of round trips,
 * which would move the action away from its moment.
 */
const tapAt = (page: Page, point: Point) => page.touchscreen.tap(point.x, point.y);
const typeAt = async (page: Page, point: Point, text: string) => {
  await tapAt(page, point);
  await page.keyboard.type(text, { delay: KEY_DELAY_MS });
};
const centreOf = (page: Page, selector: string) =>
  page.evaluate(
    (wanted) => (window as unknown as { __interactionCentre: (selector: string) => Promise<Point> }).__interactionCentre(wanted),
    selector,
  );

export const INTERACTION_CASES: InteractionCase[] = [
  { name: 'native <details> (the floor)', path: '/es', answer: 'detailsOpen', first: '#bench-floor summary', floor: true, act: tapAt },
  { name: 'menu tap', path: '/es', answer: 'menuOpen', first: '.menu-toggle', act: tapAt },
  { name: LINK_FLOOR, path: '/es', answer: 'otherLanguage', first: '.language-switch', act: tapAt, scriptFree: true },
  { name: 'language switch', path: '/es', answer: 'otherLanguage', first: '.language-switch', act: tapAt, floorAction: LINK_FLOOR },
  {
    name: 'typing "Valencia" in the finder',
    path: '/cajeros',
    answer: 'valenciaListed',
    first: '#finder-query',
    act: (page, first) => typeAt(page, first, 'Valencia'),
  },
  {
    name: 'typing 250 in the calculator',
    path: '/comprar',
    answer: 'quotePriced',
    first: '#exchange-fiat-amount',
    act: (page, first) => typeAt(page, first, '250'),
  },
  {
    name: 'typing the call-me phone number',
    path: '/es',
    answer: 'phoneTyped',
    first: '.call-me-toggle',
    act: async (page, first) => {
      await tapAt(page, first);
      await typeAt(page, await centreOf(page, '#call-me-phone'), '612345678');
    },
  },
];
