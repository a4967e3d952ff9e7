import type { Localized } from '../../types';
import { OG_IMAGES } from './images';
import { seo } from './seo';
import { coinSections, PAYMENT_METHODS, RISK_NOTE, type TradeContent } from './trade';

export const sell: Localized<TradeContent> = {
  es: {
    Title: 'Vender criptomonedas',
    Intro:
      'Convierte tus criptomonedas en dinero con un tipo fijado durante 15 minutos. Cobra por transferencia a tu cuenta o en efectivo en un cajero o tienda asociada.',
    StepsTitle: 'Cómo vender en tres pasos',
    Steps: [
      {
        Title: 'Indica cuánto vendes',
        Text: 'Elige la moneda y el importe. Verás cuánto cobrarás exactamente y el tiempo durante el que el tipo está garantizado.',
      },
      {
        Title: 'Envía tus monedas',
        Text: 'Te damos una dirección de depósito única. Envía los fondos desde tu monedero; en cuanto la red los confirma iniciamos el pago.',
      },
      {
        Title: 'Cobra',
        Text: 'Recibe una transferencia, normalmente en menos de 24 horas hábiles, o retira el efectivo con tu código en un cajero o tienda.',
      },
    ],
    PaymentMethods: PAYMENT_METHODS.es,
    Coins: coinSections('sell', 'es'),
    Disclaimer: RISK_NOTE.es,
    SEO: seo(
      'Vender bitcoin y criptomonedas',
      'Vende bitcoin y otras criptomonedas con el tipo garantizado 15 minutos y cobra por transferencia o en efectivo.',
      'vender bitcoin, vender criptomonedas, bitcoin a efectivo, cambiar usdt a efectivo',
      OG_IMAGES.sell,
    ),
  },
  en: {
    Title: 'Sell cryptocurrency',
    Intro: 'Turn your crypto into money at a rate locked for 15 minutes. Get paid by bank transfer or in cash at an ATM or partner store.',
    StepsTitle: 'How to sell in three steps',
    Steps: [
      {
        Title: 'Say how much you sell',
        Text: 'Choose the coin and the amount. You see exactly how much you will receive and how long the rate is guaranteed.',
      },
      {
        Title: 'Send your coins',
        Text: 'We give you a unique deposit address. Send the funds from your wallet; as soon as the network confirms them we start the payout.',
      },
      {
        Title: 'Get paid',
        Text: 'Receive a bank transfer, usually within 24 business hours, or collect cash with your code at an ATM or store.',
      },
    ],
    PaymentMethods: PAYMENT_METHODS.en,
    Coins: coinSections('sell', 'en'),
    Disclaimer: RISK_NOTE.en,
    SEO: seo(
      'Sell bitcoin and crypto',
      'Sell bitcoin and other cryptocurrencies at a rate guaranteed for 15 minutes and get paid by bank transfer or in cash.',
      'sell bitcoin, sell crypto, bitcoin to cash, usdt to cash',
      OG_IMAGES.sell,
    ),
  },
};
