import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { demoApp, server } from '../../../tests/setup/msw-server';
import { renderWithApp } from '../../../tests/setup/render-with-app';
import { ExchangeCalculator } from './exchange-calculator';

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

  it('says it cannot price when the rate call fails', async () => {
    server.use(http.get('*/crypto/public/price/BTC/EUR', () => HttpResponse.json({ error: 'down' }, { status: 503 })));
    await renderWithApp(<ExchangeCalculator token="btc" />);
    expect(await screen.findByText(/no podemos calcular el precio/, {}, { timeout: 10_000 })).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });
});
