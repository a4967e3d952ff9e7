/** Shared shape of the buy and sell pages; per-coin sections are keyed by lower-case token (btc, eth, ...). */
import type { Lang, SeoBlock } from '../../types';
import { assets } from '../assets';
import type { Step } from './seo';

export interface CoinSection {
  Title: string;
  Text: string;
  Network: string;
}

export interface TradeContent {
  Title: string;
  Intro: string;
  StepsTitle: string;
  Steps: Step[];
  PaymentMethods: { Key: 'transference' | 'credit-card' | 'cash'; Label: string; Text: string }[];
  Coins: Record<string, CoinSection>;
  Disclaimer: string;
  SEO: SeoBlock;
}

const NETWORKS: Record<string, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum (ERC-20)',
  USDT: 'Ethereum (ERC-20), Tron (TRC-20)',
  USDC: 'Ethereum (ERC-20), Solana',
  LTC: 'Litecoin',
  XRP: 'XRP Ledger',
  SOL: 'Solana',
  ADA: 'Cardano',
};

export function coinSections(action: 'buy' | 'sell', lang: Lang): Record<string, CoinSection> {
  const verb = {
    buy: { es: 'Comprar', en: 'Buy' },
    sell: { es: 'Vender', en: 'Sell' },
  }[action][lang];
  const tail = {
    buy: {
      es: (n: string) =>
        `Compra ${n} con tarjeta, transferencia o efectivo y recíbelo directamente en tu monedero. Verás el precio final, comisiones incluidas, antes de confirmar.`,
      en: (n: string) =>
        `Buy ${n} by card, bank transfer or cash and receive it straight into your wallet. You see the final price, fees included, before you confirm.`,
    },
    sell: {
      es: (n: string) =>
        `Vende ${n} y recibe tu dinero por transferencia o en efectivo en un cajero o tienda. El tipo queda fijado durante 15 minutos mientras envías tus fondos.`,
      en: (n: string) =>
        `Sell ${n} and receive your money by bank transfer or in cash at an ATM or store. The rate is locked for 15 minutes while you send your funds.`,
    },
  }[action][lang];
  return Object.fromEntries(
    assets.map((a) => [
      a.symbol.toLowerCase(),
      { Title: `${verb} ${a.name} (${a.symbol})`, Text: `${a.description[lang]} ${tail(a.name)}`, Network: NETWORKS[a.symbol] ?? a.name },
    ]),
  );
}

export const PAYMENT_METHODS: Record<Lang, TradeContent['PaymentMethods']> = {
  es: [
    {
      Key: 'transference',
      Label: 'Transferencia',
      Text: 'La opción más económica para importes altos. Los fondos se acreditan al recibir la transferencia, normalmente en el mismo día hábil.',
    },
    { Key: 'credit-card', Label: 'Tarjeta', Text: 'Pago inmediato con Visa o Mastercard protegido con autenticación 3-D Secure.' },
    { Key: 'cash', Label: 'Efectivo', Text: 'En cualquiera de nuestros cajeros o tiendas asociadas, sin necesidad de cuenta bancaria.' },
  ],
  en: [
    {
      Key: 'transference',
      Label: 'Bank transfer',
      Text: 'The cheapest option for larger amounts. Funds are credited when the transfer arrives, usually on the same business day.',
    },
    { Key: 'credit-card', Label: 'Card', Text: 'Instant payment with Visa or Mastercard, protected by 3-D Secure authentication.' },
    { Key: 'cash', Label: 'Cash', Text: 'At any of our ATMs or partner stores, no bank account needed.' },
  ],
};

export const RISK_NOTE: Record<Lang, string> = {
  es: 'Los precios de las criptomonedas son volátiles. Invierte solo el dinero que puedas permitirte perder y consulta nuestra advertencia de riesgos.',
  en: 'Cryptocurrency prices are volatile. Only invest money you can afford to lose and read our risk warning.',
};
