import type { TFunction } from 'i18next';
import { fiatSymbol } from '../../i18n/fiat-symbol';
import { formatSignedNumber } from '../../i18n/format-number';
import type { ExchangeRequestMessage } from './exchange-message';

/** The request in the visitor's words: the text prefilled in the chat and copied to the clipboard. */
export function chatText(t: TFunction, message: ExchangeRequestMessage, digits: { from: number; to: number }): string {
  // The fiat side is written as the site writes money ("1,000.00 €"), never with its ISO code.
  const buy = message.action === 'buy';
  return t(`exchange.chatText.${message.action}`, {
    fromVal: formatSignedNumber(message.fromVal, digits.from),
    fromCoin: buy ? fiatSymbol(message.fromCoin) : message.fromCoin,
    toVal: formatSignedNumber(message.toVal, digits.to),
    toCoin: buy ? message.toCoin : fiatSymbol(message.toCoin),
    method: t(`exchange.methods.${message.transType}`),
    rateRelation: message.rateRelation,
    refCode: message.refCode,
  });
}
