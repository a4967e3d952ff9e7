// The core journeys, on one engine, in one browser session: a first visit online, then the same visitor
// with the site unreachable while the device still counts as online (poor signal), then the site
// answering again with the page left open. Each step builds on the one before, as a visitor's would.
import { mkdirSync, writeFileSync } from 'node:fs';
import { inject } from 'vitest';
import { translation } from '../setup/translation';
import { waitFor, waitInPage, type EngineName, type EngineSession } from './engine-session';
import { openSiteLink, type SiteLink } from './site-link';
import { probeEngine, type EngineProbe } from './engine-probe';

/** What the results table of this engine needs (engine-table.ts prints it). */
export interface EngineReport {
  engine: EngineName;
  version: string;
  /** Seconds from the site answering again to the queued call-me's delivery, the page left open. */
  deliverySeconds?: number;
  /** Seconds from the site answering again to the page not saved showing its content, by itself. */
  reloadSeconds?: number;
  deliveries?: number;
  probe?: EngineProbe;
}

export const REPORTS_DIR = 'test-results/engines';

/** How long the site stays unreachable once the call-me is queued. */
const OUTAGE_AFTER_QUEUED_MS = 40_000;

const es = (key: string) => translation('es', key);

const secondsSince = (start: number) => Math.round((Date.now() - start) / 100) / 10;

/** A Spanish mobile number of its own for each call-me, so the delivery log tells them apart. */
const newPhone = () => `6${String(Date.now()).slice(-8)}`;

interface Delivery {
  kind: string;
  key: string;
  body: { to_number?: number };
}

/** The site's server, asked from Node (which does not resolve *.localhost) on the market host. */
function siteServer(path: string) {
  return fetch(`http://127.0.0.1:${inject('sitePort')}${path}`, { headers: { host: 'es.localhost' } });
}

async function callBacksTo(phone: string): Promise<Delivery[]> {
  const log = (await (await siteServer('/__demo/deliveries')).json()) as { items: Delivery[] };
  return log.items.filter((item) => item.kind === 'callback' && item.body.to_number === Number(`34${phone}`));
}

/** The ids of the finder's results in the server's own answer to a search (the same search module). */
async function serverResults(query: string): Promise<string[]> {
  const html = await (await siteServer(`/cajeros?${query}`)).text();
  return [...html.matchAll(/<li id="(finder-result-\d+)"/g)].map((match) => match[1]!);
}

const heading = () => document.querySelector('h1')?.textContent?.trim() ?? '';

async function searchFinder(session: EngineSession, expected: string[]) {
  await session.type('#finder-query', 'Valencia');
  await waitInPage(
    session,
    `the finder's results for Valencia`,
    (ids: string[]) => {
      const shown = [...document.querySelectorAll('.finder-list > li')].map((item) => item.id);
      return shown.length === ids.length && shown.every((id, index) => id === ids[index]);
    },
    expected,
  );
}

async function openFirstResult(session: EngineSession) {
  await session.click('.finder-list > li a');
  await waitInPage(
    session,
    'an ATM page with its opening hours',
    () => /^\/cajero-bitcoin\/\d+$/.test(location.pathname) && !!document.querySelector('main table'),
  );
}

async function searchHelp(session: EngineSession) {
  await session.type('#help-search', 'comisiones');
  await waitInPage(session, 'help results with the words marked', () => !!document.querySelector('.help-results mark'));
  await session.click('.help-results a');
  await waitInPage(
    session,
    'a help article',
    (missing: string) =>
      /^\/pagina-ayuda\/[\w-]+$/.test(location.pathname) &&
      !!document.querySelector('h1')?.textContent?.trim() &&
      document.querySelector('h1')!.textContent!.trim() !== missing,
    es('errors.pageTitle'),
  );
}

async function sendCallMe(session: EngineSession, phone: string, expected: string) {
  await session.click('.call-me-toggle');
  await waitInPage(session, 'the call-me panel open', () => document.querySelector('#call-me-panel')?.matches(':popover-open'));
  await session.type('#call-me-phone', phone);
  // Until the widget's code is awake its button is off (only code can send it), as the visitor sees.
  await waitInPage(
    session,
    'the call button on',
    () => !(document.querySelector('#call-me-panel button[type="submit"]') as HTMLButtonElement).disabled,
  );
  await session.click('#call-me-panel button[type="submit"]');
  await waitInPage(
    session,
    `the call-me panel saying "${expected}"`,
    (text: string) => document.querySelector('#call-me-panel')?.textContent?.includes(text),
    expected,
  );
}

export function describeJourneys(engine: EngineName, launch: () => Promise<EngineSession>) {
  describe(`${engine}: the core journeys`, () => {
    let session: EngineSession;
    let link: SiteLink;
    let origin: string;
    const report: Partial<EngineReport> = { engine };
    const valencia: Record<string, string[]> = {};
    let cookiePolicy: string;

    beforeAll(async () => {
      link = await openSiteLink(inject('sitePort'));
      origin = `http://es.localhost:${link.port}`;
      session = await launch();
      report.version = session.version;
      console.log(`${engine}: ${session.version}`);
      valencia.all = await serverResults('q=Valencia');
      valencia.h24 = await serverResults('q=Valencia&h24=1');
      cookiePolicy = /<h1[^>]*>([^<]+)/.exec(await (await siteServer('/paginas/cookies-policy')).text())![1]!;
    }, 60_000);

    afterAll(async () => {
      await session?.close();
      await link?.cut();
      mkdirSync(REPORTS_DIR, { recursive: true });
      writeFileSync(`${REPORTS_DIR}/${engine}.json`, JSON.stringify(report));
    });

    test('an unknown path is the 404 page, from the server', async () => {
      await session.goto(`${origin}/esta-pagina-no-existe`);
      expect(await session.evaluate(heading)).toBe(es('errors.pageTitle'));
    });

    test('the home page and its phone menu', async () => {
      await session.goto(`${origin}/es`);
      expect(await session.evaluate(heading)).not.toBe('');
      await session.click('.menu-toggle');
      await waitInPage(
        session,
        'the menu open with its links',
        () =>
          document.querySelector('#main-nav')?.matches(':popover-open') &&
          (document.querySelector('#main-nav a') as HTMLElement | null)?.offsetParent !== null,
      );
    });

    test('what the site relies on is there, or its fallback runs', async () => {
      report.probe = await probeEngine(session);
      expect(report.probe.missingRequired).toEqual([]);
    });

    test("the finder: a search and a filter give the server's own results", async () => {
      expect(valencia.all!.length).toBeGreaterThan(valencia.h24!.length);
      await session.goto(`${origin}/cajeros`);
      await searchFinder(session, valencia.all!);
      await session.click('input[name="h24"]');
      await waitInPage(
        session,
        'the 24-hour filter applied',
        (ids: string[]) => {
          const shown = [...document.querySelectorAll('.finder-list > li')].map((item) => item.id);
          return shown.join() === ids.join() && new URLSearchParams(location.search).get('h24') === '1';
        },
        valencia.h24!,
      );
    });

    test('an ATM page', async () => {
      await openFirstResult(session);
    });

    test('the calculator prices an amount', async () => {
      await session.goto(`${origin}/comprar`);
      await session.type('#exchange-fiat-amount', '250');
      await waitInPage(session, 'the amount priced', () => {
        const coins = document.querySelector('[data-testid="breakdown-coins"]')?.getAttribute('data-value') ?? '';
        return (document.querySelector('#exchange-fiat-amount') as HTMLInputElement).value.startsWith('250') && /\d/.test(coins);
      });
    });

    test('a call-me is delivered once', async () => {
      await session.goto(`${origin}/es`);
      const phone = newPhone();
      await sendCallMe(session, phone, es('common.success.phoneSent'));
      await waitFor('the call-back in the delivery log', async () => (await callBacksTo(phone)).length > 0);
      expect(await callBacksTo(phone)).toHaveLength(1);
    });

    test('the help centre: a search and an article', async () => {
      await session.goto(`${origin}/centro-ayuda`);
      await searchHelp(session);
    });

    test('the service worker controls the page, and the warm-up has kept what works offline', async () => {
      await session.reload();
      await waitInPage(session, 'the service worker in control', () => !!navigator.serviceWorker.controller);
      await waitFor('the warm-up', () => session.evaluate(() => localStorage.getItem('crypto-web:warm-up')), 30_000);
      // The query cache is written to IndexedDB at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }, 45_000);

    describe('with the site unreachable, the device still online', () => {
      beforeAll(() => link.cut());

      test('the finder searches the lists the visit kept', async () => {
        await session.goto(`${origin}/cajeros`);
        await searchFinder(session, valencia.all!);
      });

      test('an ATM page opens from the list', async () => {
        await openFirstResult(session);
      });

      test('a help article opens from a search', async () => {
        await session.goto(`${origin}/centro-ayuda`);
        await searchHelp(session);
      });

      test('the last price shows with its age', async () => {
        await session.goto(`${origin}/comprar/btc`);
        await waitInPage(session, 'the rate with its time', () =>
          /\d{1,2}:\d{2}/.test(document.querySelector('[data-testid="rate-status"]')?.textContent ?? ''),
        );
      });

      test('an unknown path is still the 404 page, from the worker', async () => {
        await session.goto(`${origin}/esta-pagina-no-existe`);
        await waitInPage(
          session,
          'the 404 page',
          (title: string) => document.querySelector('h1')?.textContent?.trim() === title,
          es('errors.pageTitle'),
        );
      });

      test('a page never opened keeps its address, says it is not saved here, and loads itself once the site answers', async () => {
        await session.goto(`${origin}/paginas/cookies-policy`);
        await waitInPage(
          session,
          'the "not saved" page',
          (text: string) => document.querySelector('main')?.textContent?.includes(text),
          es('offline.notSaved.title'),
        );
        expect(await session.evaluate(() => location.pathname)).toBe('/paginas/cookies-policy');

        await link.restore();
        const answeredAt = Date.now();
        await waitInPage(
          session,
          'the cookie policy, loaded by the page itself',
          (title: string) => document.querySelector('h1')?.textContent?.trim() === title,
          cookiePolicy,
        );
        report.reloadSeconds = secondsSince(answeredAt);
        expect(await session.evaluate(() => location.pathname)).toBe('/paginas/cookies-policy');
      });

      test(
        'a call-me queued while the site is unreachable is delivered once when it answers again, the page left open',
        async () => {
          await link.cut();
          // A saved page that asks the network for nothing of its own while it stays open, so only the
          // outbox's own schedule can bring the replay on.
          await session.goto(`${origin}/centro-ayuda`);
          const phone = newPhone();
          await sendCallMe(session, phone, es('offline.queued'));
          // Longer than the worker's own tries of one replay (about 31 s): from then on only the open page's
          // schedule (or Background Sync, where there is one) brings the replay on, as in a long outage.
          await new Promise((resolve) => setTimeout(resolve, OUTAGE_AFTER_QUEUED_MS));
          expect(await callBacksTo(phone)).toHaveLength(0);

          await link.restore();
          const answeredAt = Date.now();
          await waitFor('the queued call-back delivered', async () => (await callBacksTo(phone)).length > 0, 60_000);
          report.deliverySeconds = secondsSince(answeredAt);
          await waitInPage(
            session,
            'the success message',
            (text: string) => document.body.textContent?.includes(text),
            es('common.success.phoneSent'),
          );
          // Any second replay would have arrived by now.
          await new Promise((resolve) => setTimeout(resolve, 3000));
          report.deliveries = (await callBacksTo(phone)).length;
          expect(report.deliveries).toBe(1);
          expect(report.deliverySeconds).toBeLessThanOrEqual(30);
        },
        OUTAGE_AFTER_QUEUED_MS + 90_000,
      );
    });
  });
}
