import type { TFunction } from 'i18next';
import { formatNumber } from '../../i18n/format-number';
import type { ExchangeRequestMessage } from './exchange-message';

/** The request in the visitor's words: the text prefilled in the chat and copied to the clipboard. */
export function chatText(t: TFunction, message: ExchangeRequestMessage, digits: { from: number; to: number }): string {
  return t(`exchange.chatText.${message.action}`, {
    fromVal: formatNumber(message.fromVal, digits.from),
    fromCoin: message.fromCoin,
    toVal: formatNumber(message.toVal, digits.to),
    toCoin: message.toCoin,
    method: t(`exchange.methods.${message.transType}`),
    rateRelation: message.rateRelation,
    refCode: message.refCode,
  });
}
