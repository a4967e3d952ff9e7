import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { demoApp, server } from '../../../tests/setup/msw-server';
import { renderWithApp } from '../../../tests/setup/render-with-app';
import { ExchangeCalculator } from './exchange-calculator';
import { feeIn, feeTables, quoteFromFiat } from './fees';

const dataValue = (key: string) => Number(screen.getByTestId(`breakdown-${key}`).getAttribute('data-value'));

async function leadsFor(refCode: string) {
  const response = await demoApp.fetch(new Request('http://localhost/__demo/deliveries'));
  const body = (await response.json()) as { items: { kind: string; key: string | null }[] };
  return body.items.filter((item) => item.kind === 'lead' && item.key === refCode);
}

describe('ExchangeCalculator', () => {
  it('prices a typed amount, re-prices on a new method and rejects invalid input', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ExchangeCalculator action="buy" token="eth" />);
    await screen.findByText(/Tipo de cambio de las/, {}, { timeout: 10_000 });
    const fiat = screen.getByLabelText('Importe que pagas');
    await user.type(fiat, '1000');
    await waitFor(() => expect(screen.getByTestId('breakdown-coins')).toHaveAttribute('data-value'), { timeout: 10_000 });
    expect(dataValue('fee')).toBeCloseTo(60, 8);
    expect(dataValue('coins')).toBeCloseTo(940 / dataValue('rate'), 12);
    await user.type(fiat, 'x.');
    expect(fiat).toHaveValue('1000.');
    const card = dataValue('coins');
    await user.click(screen.getByLabelText('Efectivo'));
    expect(dataValue('coins')).toBeLessThan(card);
  });

  it('continue sends one lead under a fresh reference code', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ExchangeCalculator />);
    await screen.findByText(/Tipo de cambio de las/, {}, { timeout: 10_000 });
    await user.type(screen.getByLabelText('Importe que pagas'), '250');
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    const refCode = (await screen.findByTestId('ref-code')).textContent!;
    await screen.findByText(`Solicitud registrada con la referencia ${refCode}.`, {}, { timeout: 10_000 });
    expect(await leadsFor(refCode)).toHaveLength(1);
  });

  it('prices the typed amount through every channel, marks the cheapest and shows the spread against the reference', async () => {
    const user = userEvent.setup();
    await renderWithApp(<ExchangeCalculator action="buy" token="btc" />);
    await screen.findByText(/Tipo de cambio de las/, {}, { timeout: 10_000 });
    expect(screen.getByText('Escribe un importe para ver cuánto cuesta por cada canal.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Importe que pagas'), '200');
    const table = await screen.findByRole('table', { name: /comprar este importe por cada canal/ });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getByRole('rowheader').querySelector('.channel-name')!.textContent)).toEqual([
      'En línea, por transferencia',
      'En línea, con tarjeta',
      'En un cajero, en efectivo',
      'En una tienda, en efectivo',
    ]);
    const rate = dataValue('rate');
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('La opción más barata');
    expect(rows.filter((row) => row.textContent!.includes('La opción más barata'))).toHaveLength(1);
    expect(Number(rows[0]!.querySelector('td:last-child')!.getAttribute('data-value'))).toBeCloseTo(186 / rate, 12);
    // Cash rows are indicative and say whose fee they use (no position here: the market's typical one).
    expect(rows[2]).toHaveTextContent('Orientativo');
    expect(rows[2]).toHaveTextContent('Comisión habitual de nuestros cajeros');
    // Our buy rate is the demo gateway's reference plus its 0.5 % spread, on a line of its own.
    expect(rate / Number(screen.getByTestId('quote-reference').getAttribute('data-value'))).toBeCloseTo(1.005, 4);
    expect(Number(screen.getByTestId('quote-spread').getAttribute('data-value'))).toBeCloseTo(0.5, 2);
    expect(screen.getByRole('timer')).toHaveTextContent(/segundos más/);
  });

  it('a keystroke prices the other field; the breakdown, the spread and the channel table settle on the last amount typed', async () => {
    const user = userEvent.setup();
    const { container } = await renderWithApp(<ExchangeCalculator action="buy" token="btc" />);
    await screen.findByText(/Tipo de cambio de las/, {}, { timeout: 10_000 });
    const fiat = screen.getByLabelText('Importe que pagas');
    const coin = screen.getByLabelText('Criptomoneda que recibes');
    // The breakdown follows the rate status in a render of its own.
    await waitFor(() => expect(screen.getByTestId('breakdown-rate')).toHaveAttribute('data-value'));
    const rate = dataValue('rate');
    const coinsFor = (amount: number) => {
      const result = quoteFromFiat('buy', amount, rate, feeIn(feeTables[1]['credit-card']!.buy, 'EUR'));
      if (!result.ok) throw new Error(`${amount} is not priced`);
      return result.quote.coins;
    };
    const shownCoins = () => Number((coin as HTMLInputElement).value.replace(/,/g, ''));

    await user.type(fiat, '80');
    expect(shownCoins()).toBeCloseTo(coinsFor(80), 8);
    await user.type(fiat, '0');
    expect(fiat).toHaveValue('800');
    expect(shownCoins()).toBeCloseTo(coinsFor(800), 8);

    await waitFor(() => expect(dataValue('coins')).toBeCloseTo(coinsFor(800), 12));
    const card = screen.getByTestId('channel-card');
    expect(Number(card.querySelector('td:last-child')!.getAttribute('data-value'))).toBeCloseTo(coinsFor(800), 12);
    expect(Number(card.querySelector('td:nth-of-type(2)')!.getAttribute('data-value'))).toBe(800);
    expect(dataValue('total')).toBe(800);
    expect(screen.getByTestId('quote-spread')).toHaveTextContent('En esta operación el diferencial supone');
    // Settled: nothing is left marked as about to change.
    expect(container.querySelector('[aria-busy]')).toBeNull();

    // Continue sends the amount in the field.
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(await screen.findByTestId('ref-code')).toBeInTheDocument();
    expect(container.querySelector('.exchange-summary-text')!.textContent).toContain('800');
  });

  it("a keystroke's own render changes the fields only; the breakdown and the table follow in a render of their own", async () => {
    const user = userEvent.setup();
    const { container } = await renderWithApp(<ExchangeCalculator action="buy" token="btc" />);
    await screen.findByText(/Tipo de cambio de las/, {}, { timeout: 10_000 });
    const fiat = screen.getByLabelText<HTMLInputElement>('Importe que pagas');
    const coin = screen.getByLabelText<HTMLInputElement>('Criptomoneda que recibes');
    await user.type(fiat, '800');
    await waitFor(() => expect(screen.getByTestId('channel-card')).toBeInTheDocument());
    const settledCoins = dataValue('coins');
    const cardCoins = () => Number(screen.getByTestId('channel-card').querySelector('td:last-child')!.getAttribute('data-value'));
    expect(cardCoins()).toBeCloseTo(settledCoins, 12);
    const fieldBefore = coin.value;
    const act = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    // Out of act(), as in a browser: act() would render the deferred part before returning.
    act.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(fiat, '8000');
      fiat.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
      // The keystroke's render: the field and the main figure are new, the rest still shows 800, marked busy.
      expect(fiat).toHaveValue('8000');
      expect(coin.value).not.toBe(fieldBefore);
      expect(dataValue('coins')).toBe(settledCoins);
      expect(cardCoins()).toBe(settledCoins);
      expect(container.querySelectorAll('.exchange-follows[aria-busy="true"]')).toHaveLength(2);
      // Then the deferred render: everything agrees on 8000 and nothing is busy.
      await waitFor(() => expect(dataValue('coins')).toBeGreaterThan(settledCoins * 9));
      expect(cardCoins()).toBeCloseTo(dataValue('coins'), 12);
      expect(Number(coin.value.replace(/,/g, ''))).toBeCloseTo(dataValue('coins'), 8);
      expect(container.querySelector('[aria-busy]')).toBeNull();
    } finally {
      act.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it('the lead carries the time of the quote the visitor saw', async () => {
    const user = userEvent.setup();
    const quoteTimes: (string | null)[] = [];
    const listener = ({ request }: { request: Request }) => {
      if (request.url.endsWith('/rates/leads')) quoteTimes.push(request.headers.get('x-quote-time'));
    };
    server.events.on('request:start', listener);
    try {
      const before = Date.now();
      await renderWithApp(<ExchangeCalculator action="buy" />);
      await screen.findByText(/Tipo de cambio de las/, {}, { timeout: 10_000 });
      await user.type(screen.getByLabelText('Importe que pagas'), '300');
      await user.click(screen.getByRole('button', { name: 'Continuar' }));
      await screen.findByText(/Solicitud registrada/, {}, { timeout: 10_000 });
      expect(quoteTimes).toHaveLength(1);
      const quotedAt = Date.parse(quoteTimes[0]!);
      expect(quotedAt).toBeGreaterThanOrEqual(before);
      expect(quotedAt).toBeLessThanOrEqual(Date.now());
    } finally {
      server.events.removeListener('request:start', listener);
    }
  });

  it('says it cannot price when the rate call fails', async () => {
    server.use(http.get('*/crypto/public/price/BTC/EUR', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    await renderWithApp(<ExchangeCalculator token="btc" />);
    expect(await screen.findByText(/no podemos calcular el precio/, {}, { timeout: 10_000 })).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });
});
