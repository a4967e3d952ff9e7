// The help page on payment methods and fees, and the FAQ on fees, state what the calculator charges. They
// are content (the CMS), the fees are this table: each market's own version, as the site reads it, must
// state this market's percentages and its fixed amount in each of its fiats, so a change of fee cannot
// leave the help page wrong.
import { QueryClient } from '@tanstack/react-query';
import { collectionQuery, entryQuery } from '../../content/content-queries';
import type { Lang } from '../../i18n/route-table';
import { marketQuery } from '../../markets/market-record';
import { marketTable, type MarketId } from '../../markets/market-table';
import { feeIn, feeTables, methodsOf, type PaymentMethod } from './fees';

const MARKETS = Object.values(marketTable).map((m) => m.id);
const LANGS: Lang[] = ['es', 'en'];
const METHOD_NAMES: Record<string, PaymentMethod> = {
  transferencia: 'transference',
  'bank transfer': 'transference',
  tarjeta: 'credit-card',
  card: 'credit-card',
  efectivo: 'cash',
  cash: 'cash',
};
const SYMBOLS: Record<string, string> = { '€': 'EUR', '₲': 'PYG', US$: 'USD' };

const percent = (text: string) => Number(text.replace(',', '.').replace(/\s?%$/, ''));
const digits = (text: string) => Number(text.replace(/[.,]/g, ''));

/** "| Tarjeta | 5,5 % | 5,5 % |" rows: the method's buy and sell percentages. */
function tableRows(markdown: string) {
  return [...markdown.matchAll(/^\| ([^|]+) \| ([\d.,]+ ?%) \| ([\d.,]+ ?%) \|$/gm)].map(([, name, buy, sell]) => ({
    method: METHOD_NAMES[name!.trim().toLowerCase()],
    buy: percent(buy!),
    sell: percent(sell!),
  }));
}

/** Every amount written with a fiat symbol ("5 €", "€5", "40.000 ₲", "US$ 5"), by ISO code. */
function statedAmounts(text: string) {
  const found = [...text.matchAll(/(\d[\d.,]*) ?(€|₲)|(€|₲|US\$) ?(\d[\d.,]*)/g)].map(([, after, symbol, before, value]) => ({
    iso: SYMBOLS[(symbol ?? before)!],
    value: digits((after ?? value)!),
  }));
  return found;
}

async function read(marketId: MarketId, lang: Lang) {
  const client = new QueryClient();
  const [market, page, faqs] = await Promise.all([
    client.fetchQuery(marketQuery(marketId)),
    client.fetchQuery(entryQuery<{ Body: string }>('help-pages', 'payment-methods-and-fees', marketId, lang)),
    client.fetchQuery(collectionQuery<{ Answer: string }>('faqs', marketId, lang)),
  ]);
  const feeAnswers = faqs.map((faq) => faq.attributes.Answer).filter((answer) => answer.includes('%'));
  return { fiats: market.FIATS.map((fiat) => fiat.ISO), body: page.attributes.Body, feeAnswers };
}

describe.each(MARKETS)('market %i: the fee texts agree with its fee table', (marketId) => {
  const table = feeTables[marketId];
  const fees = methodsOf(table).flatMap((method) => [table[method]!.buy, table[method]!.sell]);

  it.each(LANGS)('the help page on payment methods and fees (%s)', async (lang) => {
    const { fiats, body } = await read(marketId, lang);
    expect(tableRows(body)).toEqual(
      methodsOf(table).map((method) => ({ method, buy: table[method]!.buy.percentage, sell: table[method]!.sell.percentage })),
    );
    const fixed = fiats.map((iso) => ({ iso, value: feeIn(fees[0]!, iso).fixedAmount }));
    // One fixed amount for every method: the page states it once per fiat, and nothing else in money.
    expect(fees.every((fee) => fee.fixedAmount === fees[0]!.fixedAmount)).toBe(true);
    expect(statedAmounts(body)).toEqual(fixed);
  });

  it.each(LANGS)('the FAQ answer on fees (%s)', async (lang) => {
    const { fiats, feeAnswers } = await read(marketId, lang);
    expect(feeAnswers).toHaveLength(1);
    const [answer] = feeAnswers as [string];
    const percentages = [...answer.matchAll(/(\d+(?:[.,]\d+)?) ?%/g)].map(([whole]) => percent(whole));
    expect(percentages).toEqual([Math.min(...fees.map((fee) => fee.percentage)), Math.max(...fees.map((fee) => fee.percentage))]);
    expect(statedAmounts(answer)).toEqual(fiats.map((iso) => ({ iso, value: feeIn(fees[0]!, iso).fixedAmount })));
  });
});
