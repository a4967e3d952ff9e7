// What the site relies on, asked of the engine itself, in a page of the site. Required: the site has no
// other way (each is also used by a journey, so a missing one fails there too). Optional: the site has
// a fallback, named in the README's engine table, and the journeys run it where the engine lacks it.
import type { EngineSession } from './engine-session';

export const REQUIRED = [
  'popover',
  ':focus-visible',
  ':has()',
  'container queries',
  'service worker',
  'IndexedDB',
  'BroadcastChannel',
  'module workers (the bot check)',
  'Intl money and dates',
  'inline styles by CSP hash',
] as const;

export const OPTIONAL = [
  'Background Sync',
  'Periodic Background Sync',
  'install prompt (beforeinstallprompt)',
  'requestIdleCallback',
  'Network Information (Save-Data)',
  'persistent storage',
] as const;

export type Feature = (typeof REQUIRED)[number] | (typeof OPTIONAL)[number];

export interface EngineProbe {
  has: Partial<Record<Feature, boolean>>;
  missingRequired: Feature[];
}

/** Runs in the page: no closure, plain data back. */
function askThePage() {
  const supports = (rule: string) => CSS.supports(rule);
  // As the site writes money (en-US digits, a fixed count of decimals, short forms) and times (in the
  // location's own time zone).
  const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(57642.451);
  const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 }).format(1_180_000_000_000);
  const time = new Intl.DateTimeFormat('es-PY', {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'America/Asuncion',
  }).format(new Date(Date.UTC(2026, 0, 15, 13, 5)));
  // A module worker reads its options' `type` only where it can be one (the bot check solves in one).
  let moduleWorkers = false;
  try {
    new Worker('data:,', {
      get type() {
        moduleWorkers = true;
        return 'module' as const;
      },
    }).terminate();
  } catch {
    // The CSP refuses a data: worker; the option was read before that.
  }
  // A <style> the page carries inline is applied only when the CSP lists its hash: then it has rules.
  const inlineStyles = [...document.querySelectorAll('style')];
  return {
    popover: 'popover' in HTMLElement.prototype,
    ':focus-visible': supports('selector(:focus-visible)'),
    ':has()': supports('selector(:has(a))'),
    'container queries': supports('container-type: inline-size'),
    'service worker': 'serviceWorker' in navigator,
    IndexedDB: typeof indexedDB !== 'undefined',
    BroadcastChannel: typeof BroadcastChannel !== 'undefined',
    'module workers (the bot check)': moduleWorkers,
    'Intl money and dates': money === '57,642.45' && compact === '1.18T' && time === '10:05',
    'inline styles by CSP hash': inlineStyles.length > 0 && inlineStyles.every((style) => (style.sheet?.cssRules.length ?? 0) > 0),
    'Background Sync': 'SyncManager' in window,
    'Periodic Background Sync': 'PeriodicSyncManager' in window,
    'install prompt (beforeinstallprompt)': 'onbeforeinstallprompt' in window,
    requestIdleCallback: 'requestIdleCallback' in window,
    'Network Information (Save-Data)': 'connection' in navigator,
    'persistent storage': typeof navigator.storage?.persist === 'function',
    answers: { money, compact, time },
  };
}

export async function probeEngine(session: EngineSession): Promise<EngineProbe> {
  const answer = (await session.evaluate(askThePage)) as Record<string, unknown>;
  const has = Object.fromEntries([...REQUIRED, ...OPTIONAL].map((feature) => [feature, answer[feature] === true])) as EngineProbe['has'];
  if (!has['Intl money and dates']) console.log('Intl answers:', answer.answers);
  return { has, missingRequired: REQUIRED.filter((feature) => !has[feature]) };
}
