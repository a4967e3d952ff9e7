// The exchange request message (SPEC 3) and the chat deep links that carry it to the market's
// WhatsApp number or Telegram handle.
import { formatRate } from '../../i18n/format-money';
import type { ExchangeAction, PaymentMethod } from './fees';
import type { ExchangeValues } from './exchange-values';

export interface ExchangeRequestMessage {
  action: ExchangeAction;
  fromVal: number;
  fromCoin: string;
  toVal: number;
  toCoin: string;
  rate: number;
  /** The rate in words: "1 BTC = 62,500.00 €". */
  rateRelation: string;
  transType: PaymentMethod;
  refCode: string;
}

/** The message for priced values; null while the calculator has nothing to ask for. */
export function buildExchangeMessage(values: ExchangeValues, coin: string, fiat: string, refCode: string): ExchangeRequestMessage | null {
  const { action, fromVal, toVal, rate } = values;
  if (rate === null || !fromVal || !toVal) return null;
  return {
    action,
    fromVal: Number(fromVal),
    fromCoin: values.fromCoin,
    toVal: Number(toVal),
    toCoin: values.toCoin,
    rate,
    rateRelation: `1 ${coin} = ${formatRate(rate, fiat)}`,
    transType: values.transType,
    refCode,
  };
}

export type ChatApp = 'whatsapp' | 'telegram';

export function chatLink(app: ChatApp, account: string, text: string): string | null {
  const query = `?text=${encodeURIComponent(text)}`;
  if (app === 'whatsapp') {
    const digits = account.replace(/\D/g, '');
    return digits ? `https://wa.me/${digits}${query}` : null;
  }
  const handle = account.trim().replace(/^@/, '');
  return /^[A-Za-z0-9_]{3,64}$/.test(handle) ? `https://t.me/${handle}${query}` : null;
}
