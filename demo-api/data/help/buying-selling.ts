import { amount, fixedFee, marketFacts, type MarketFacts } from '../market-facts';
import { perMarket } from '../market-versions';
import type { HelpPageSeed } from './types';

/** The fee table as the calculator applies it (fees-in-content.test.ts checks it against the site's tables). */
const feesBody = (facts: MarketFacts) => ({
  es: `Puedes pagar con **transferencia**, **tarjeta** o **efectivo**. Cada método tiene una comisión porcentual más un importe fijo de ${fixedFee(facts, 'es')}:

| Método | Compra | Venta |
|---|---|---|
| Transferencia | 4,5 % | 4,5 % |
| Tarjeta | 5,5 % | 5,5 % |
| Efectivo | 8,5 % | 9,5 % |

El precio que ves en la calculadora ya incluye la comisión, así que lo que pagas es exactamente lo que aparece antes de confirmar.

La transferencia es la opción más económica para importes altos; la tarjeta, la más rápida; y el efectivo, la única que no necesita cuenta bancaria.`,
  en: `You can pay by **bank transfer**, **card** or **cash**. Each method has a percentage fee plus a fixed amount of ${fixedFee(facts, 'en')}:

| Method | Buy | Sell |
|---|---|---|
| Bank transfer | 4.5% | 4.5% |
| Card | 5.5% | 5.5% |
| Cash | 8.5% | 9.5% |

The price shown in the calculator already includes the fee, so what you pay is exactly what you see before confirming.

Bank transfer is the cheapest option for larger amounts, card is the fastest, and cash is the only one that needs no bank account.`,
});

/** Limits in the market's own fiat; the ID threshold is the one its ATMs and stores apply. */
function limitsBody({ fiats: [iso], limits, idRequiredAbove, laundering }: MarketFacts) {
  const es = (value: number) => amount(value, iso!, 'es');
  const en = (value: number) => amount(value, iso!, 'en');
  return {
    es: `Los límites dependen del nivel de verificación de tu cuenta. Con la verificación básica (teléfono y documento) puedes comprar hasta **${es(limits.perDay)} al día**. Con la verificación completa, que añade un justificante de domicilio, el límite sube a **${es(limits.perMonth)} al mes**.

Para importes superiores te pediremos información sobre el origen de los fondos. Es una obligación legal de prevención del ${laundering} y nos ayuda a proteger a todos nuestros clientes.

En cajeros y tiendas puedes operar sin documento hasta ${es(idRequiredAbove)}; a partir de ese importe te pedirán escanear tu documento de identidad.`,
    en: `Limits depend on your account verification level. With basic verification (phone and ID) you can buy up to **${en(limits.perDay)} per day**. With full verification, which adds proof of address, the limit rises to **${en(limits.perMonth)} per month**.

For larger amounts we will ask about the source of funds. This is a legal anti-money-laundering requirement and helps us protect all our customers.

At ATMs and stores you can trade without ID up to ${en(idRequiredAbove)}; from that amount on you are asked to scan your ID document.`,
  };
}

export const buyingSellingPages: HelpPageSeed[] = [
  {
    slug: 'payment-methods-and-fees',
    topic: 'buying',
    title: { es: 'Métodos de pago y comisiones', en: 'Payment methods and fees' },
    body: perMarket((code) => feesBody(marketFacts[code])),
  },
  {
    slug: 'purchase-limits',
    topic: 'buying',
    title: { es: 'Límites de compra', en: 'Purchase limits' },
    body: perMarket((code) => limitsBody(marketFacts[code])),
  },
  {
    slug: 'how-to-sell',
    topic: 'selling',
    title: { es: 'Cómo vender tus criptomonedas', en: 'How to sell your crypto' },
    body: {
      es: `Al iniciar una venta te mostramos el importe que cobrarás y te damos una **dirección de depósito única**. El tipo queda **garantizado durante 15 minutos**.

Envía exactamente la cantidad indicada desde tu monedero. Si envías una cantidad distinta o el envío llega fuera de plazo, recalcularemos el importe con el tipo del momento en que se confirme.

Cuando la red confirma la transacción, te pagamos por transferencia o generamos un código para retirar el efectivo en un cajero o tienda que admita ventas.`,
      en: `When you start a sale we show the amount you will receive and give you a **unique deposit address**. The rate is **guaranteed for 15 minutes**.

Send exactly the amount shown from your wallet. If you send a different amount or the deposit arrives late, we recalculate using the rate at the moment it confirms.

Once the network confirms the transaction, we pay you by bank transfer or generate a code to collect cash at an ATM or store that supports selling.`,
    },
  },
  {
    slug: 'payout-times',
    topic: 'selling',
    title: { es: 'Plazos de cobro', en: 'Payout times' },
    body: {
      es: `Las transferencias se ordenan en cuanto la venta se confirma. Con transferencia inmediata el dinero suele llegar en minutos; si tu banco no la admite, en **uno o dos días hábiles**.

El número de confirmaciones necesario depende de la red: 2 en Bitcoin, 12 en Ethereum y 1 en Solana o XRP Ledger. En momentos de congestión la confirmación puede tardar más, pero tu tipo sigue garantizado si enviaste dentro de plazo.

Los códigos de retirada en efectivo caducan a las 72 horas. Si no lo usas a tiempo, te devolvemos el importe por transferencia.`,
      en: `Transfers are ordered as soon as the sale confirms. With instant transfer the money usually arrives in minutes; if your bank does not support it, within **one or two business days**.

The number of confirmations needed depends on the network: 2 on Bitcoin, 12 on Ethereum and 1 on Solana or the XRP Ledger. During congestion confirmation can take longer, but your rate stays guaranteed if you sent in time.

Cash withdrawal codes expire after 72 hours. If you do not use it in time, we refund the amount by bank transfer.`,
    },
  },
];
