// The chart sleeps on the server's drawing of its starting pair; the calculator showing another pair is
// what wakes it untouched (its 'pair-changed' signal).
async function freshModules() {
  vi.resetModules();
  document.body.innerHTML = `<div data-island="pair-chart" data-props='${JSON.stringify({ coin: 'BTC', fiat: 'EUR' })}'></div>`;
  await import('./pair-chart-island');
  const { chosenPair } = await import('./chosen-pair');
  const { onIslandWakeRequest } = await import('../../lib/island-wake');
  const woken = vi.fn();
  onIslandWakeRequest('pair-changed', woken);
  return { chosenPair, woken };
}

afterEach(() => document.body.replaceChildren());

it('the calculator starting on the drawn pair wakes nothing; another pair wakes the chart', async () => {
  const { chosenPair, woken } = await freshModules();
  chosenPair.set({ pair: { coin: 'BTC', fiat: 'EUR' } });
  expect(woken).not.toHaveBeenCalled();
  chosenPair.set({ pair: { coin: 'ETH', fiat: 'EUR' } });
  expect(woken).toHaveBeenCalledTimes(1);
});

it('another currency for the same coin wakes it too', async () => {
  const { chosenPair, woken } = await freshModules();
  chosenPair.set({ pair: { coin: 'BTC', fiat: 'USD' } });
  expect(woken).toHaveBeenCalledTimes(1);
});
