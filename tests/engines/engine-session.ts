// One browser, driven by the automation its engine speaks (decision 035): the few things a journey does,
// so the journeys are written once for Chromium, Firefox and WebKit.

export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** Code run in the page: a function with no closure (it is sent as text), or a string of JavaScript. */
export type PageFunction<Args extends unknown[], Result> = (...args: Args) => Result | Promise<Result>;

export interface EngineSession {
  readonly engine: EngineName;
  /** The engine's own name for itself and its version, as its automation reports it. */
  readonly version: string;
  /** Opens `url` and waits for its load event. */
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /**
   * A real click (the automation's pointer) on the first element `selector` matches, once it shows,
   * brought to the middle of the screen first as a visitor would (at an edge, the consent sheet covers it).
   */
  click(selector: string): Promise<void>;
  /** Real keystrokes into the element `selector` matches, once it shows, after what it holds. */
  type(selector: string, text: string): Promise<void>;
  evaluate<Args extends unknown[], Result>(fn: PageFunction<Args, Result>, ...args: Args): Promise<Result>;
  close(): Promise<void>;
}

/** How long a click or keystrokes wait for their element to show (a page the worker renders from its shell). */
export const APPEAR_MS = 15_000;

/** The phone-sized window every engine opens (MiniBrowser keeps a window a little wider). */
export const PHONE_WINDOW = { width: 390, height: 844 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until `fn` answers something truthy in the page, asking every 250 ms; a page navigating meanwhile
 * is asked again. Fails with `what` and the last answer.
 */
export async function waitInPage<Args extends unknown[], Result>(
  session: EngineSession,
  what: string,
  fn: PageFunction<Args, Result>,
  ...args: Args
): Promise<Result> {
  try {
    return await waitFor(what, () => session.evaluate(fn, ...args));
  } catch (error) {
    // Say where the page was, so a failure in a browser nobody watches can be read from the log alone.
    const where = await session
      .evaluate(
        () => `${location.href}: "${document.querySelector('h1')?.textContent ?? 'no h1'}" ${document.body?.innerText.slice(0, 300) ?? ''}`,
      )
      .catch((reason: unknown) => String(reason));
    throw new Error(`${(error as Error).message}\nThe page: ${where.replace(/\s+/g, ' ')}`);
  }
}

/** Waits until `ask` answers something truthy (errors count as not yet), for up to `timeoutMs`. */
export async function waitFor<Result>(what: string, ask: () => Promise<Result>, timeoutMs = 20_000): Promise<Result> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const answer = await ask();
      if (answer) return answer;
      last = answer;
    } catch (error) {
      last = error instanceof Error ? error.message.split('\n')[0] : error;
    }
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what} (last: ${JSON.stringify(last)})`);
    await sleep(250);
  }
}
