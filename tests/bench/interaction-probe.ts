// What the interaction bench runs in every document it opens (an init script, so before the page's own
// code, and outside the page's CSP): it keeps the page's Event Timing entries and long tasks, notes when
// each input event of an action happened, and watches for the page's answer to it. The answer is checked
// in every animation frame, just before the browser paints it; a watch asked for in one document goes on
// in the next one (sessionStorage), so an action that loads a new page is timed to that page's answer.
// Times are epoch milliseconds (performance.timeOrigin + a page's clock), comparable across documents.
//
// A string, not a function: the bench's TypeScript loader adds helpers that do not exist in the page.
export const INTERACTION_PROBE = `(() => {
  const KEY = '__interactionBench';
  const epoch = (t) => performance.timeOrigin + t;
  const read = () => JSON.parse(sessionStorage.getItem(KEY) || '{}');
  const write = (patch) => sessionStorage.setItem(KEY, JSON.stringify(Object.assign(read(), patch)));
  const probe = { events: [], longTasks: [] };
  window.__interactionProbe = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.events.push({ name: e.name, start: epoch(e.startTime), duration: e.duration,
      processingStart: epoch(e.processingStart), processingEnd: epoch(e.processingEnd), interactionId: e.interactionId || 0 });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.longTasks.push({ start: epoch(e.startTime), duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  // The input events of the action (the last one ends it), kept in memory and handed to the next
  // document when this one goes: a write per keystroke would add to the keystroke's own time.
  const inputs = [];
  for (const type of ['pointerdown', 'click', 'keydown']) {
    document.addEventListener(type, (event) => { if (event.isTrusted) inputs.push({ type, at: epoch(event.timeStamp) }); }, true);
  }
  window.addEventListener('pagehide', () => write({ inputs: (read().inputs || []).concat(inputs) }));
  const ANSWERS = {
    detailsOpen: () => !!document.querySelector('#bench-floor[open] p')?.checkVisibility(),
    menuOpen: () => {
      const nav = document.getElementById('main-nav');
      const link = nav && nav.querySelector('a');
      return !!link && link.checkVisibility() && link.getBoundingClientRect().height > 0;
    },
    otherLanguage: () => document.documentElement.lang === 'en' && !!document.querySelector('main h1')?.checkVisibility(),
    valenciaListed: () => {
      const rows = [...document.querySelectorAll('.finder-result')].slice(0, 3);
      return rows.length > 0 && rows.every((row) => /Val[eè]ncia/.test(row.textContent));
    },
    quotePriced: () => {
      const fiat = document.getElementById('exchange-fiat-amount');
      const coin = document.getElementById('exchange-coin-amount');
      return !!fiat && !!coin && fiat.value.replace(/\\D/g, '') === '250' && /[1-9]/.test(coin.value);
    },
    phoneTyped: () => document.getElementById('call-me-phone')?.value.replace(/\\D/g, '') === '612345678',
  };
  const watch = () => {
    const state = read();
    if (!state.watching || state.answeredAt) return;
    if (ANSWERS[state.watching]()) write({ answeredAt: epoch(performance.now()) });
    else requestAnimationFrame(watch);
  };
  const startWatch = (name) => { write({ watching: name, inputs: [], answeredAt: 0 }); requestAnimationFrame(watch); };
  const loaded = new Promise((resolve) => {
    const done = () => setTimeout(() => resolve(epoch(performance.getEntriesByType('navigation')[0].loadEventEnd)), 0);
    if (document.readyState === 'complete') done(); else window.addEventListener('load', done, { once: true });
  });
  const visible = (selector) => new Promise((resolve, reject) => {
    const until = performance.now() + 20000;
    const look = () => {
      const found = document.querySelector(selector);
      if (found && found.checkVisibility()) resolve(found);
      else if (performance.now() > until) reject(new Error(selector + ' never showed'));
      else setTimeout(look, 20);
    };
    look();
  });
  const centre = (element) => {
    element.scrollIntoView({ block: 'center' });
    const box = element.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  // One round trip for the whole preparation: each one waits for the page's main thread, busy while it loads.
  window.__interactionPrepare = async (selector, answer, floor) => {
    if (floor) {
      // Outside the page's own root, so nothing the page hydrates is touched.
      const details = document.createElement('details');
      details.id = 'bench-floor';
      details.innerHTML = '<summary style="padding:12px">Floor</summary><p>Opened by the browser alone.</p>';
      document.body.prepend(details);
    }
    const point = centre(await visible(selector));
    startWatch(answer);
    return Object.assign(point, { loadEnd: await loaded });
  };
  window.__interactionCentre = async (selector) => centre(await visible(selector));
  window.__interactionState = () => { const state = read(); return Object.assign(state, { inputs: (state.inputs || []).concat(inputs) }); };
  if (read().watching) requestAnimationFrame(watch);
})();`;
