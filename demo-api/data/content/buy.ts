import type { Localized } from '../../types';
import { OG_IMAGES } from './images';
import { seo } from './seo';
import { coinSections, PAYMENT_METHODS, RISK_NOTE, type TradeContent } from './trade';

export const buy: Localized<TradeContent> = {
  es: {
    Title: 'Comprar criptomonedas',
    Intro:
      'Elige la moneda, indica cuánto quieres invertir y paga como te resulte más cómodo. Te enviamos las criptomonedas a tu propio monedero: nunca las custodiamos por ti.',
    StepsTitle: 'Cómo comprar en tres pasos',
    Steps: [
      {
        Title: 'Calcula tu compra',
        Text: 'Escribe el importe en tu moneda o en criptomoneda y verás al instante cuánto recibirás, con todas las comisiones incluidas.',
      },
      {
        Title: 'Verifica tu identidad',
        Text: 'La primera vez te pediremos tu documento de identidad y un selfi. La normativa contra el blanqueo de capitales nos obliga y el proceso lleva menos de cinco minutos.',
      },
      {
        Title: 'Paga y recibe',
        Text: 'Paga con tarjeta, transferencia o efectivo. En cuanto se confirma el pago enviamos las monedas a la dirección de tu monedero.',
      },
    ],
    PaymentMethods: PAYMENT_METHODS.es,
    Coins: coinSections('buy', 'es'),
    Disclaimer: RISK_NOTE.es,
    SEO: seo(
      'Comprar bitcoin y criptomonedas',
      'Compra bitcoin, ethereum, USDT y más con tarjeta, transferencia o efectivo. Precio final claro y envío directo a tu monedero.',
      'comprar bitcoin, comprar ethereum, comprar usdt, comprar cripto con tarjeta',
      OG_IMAGES.buy,
    ),
  },
  en: {
    Title: 'Buy cryptocurrency',
    Intro:
      'Choose a coin, enter how much you want to invest and pay the way that suits you. We send the coins to your own wallet: we never hold them for you.',
    StepsTitle: 'How to buy in three steps',
    Steps: [
      {
        Title: 'Work out your purchase',
        Text: 'Enter the amount in your currency or in crypto and instantly see how much you will receive, all fees included.',
      },
      {
        Title: 'Verify your identity',
        Text: 'The first time we ask for your ID document and a selfie. Anti-money-laundering rules require it and it takes less than five minutes.',
      },
      {
        Title: 'Pay and receive',
        Text: 'Pay by card, bank transfer or cash. As soon as the payment is confirmed we send the coins to your wallet address.',
      },
    ],
    PaymentMethods: PAYMENT_METHODS.en,
    Coins: coinSections('buy', 'en'),
    Disclaimer: RISK_NOTE.en,
    SEO: seo(
      'Buy bitcoin and crypto',
      'Buy bitcoin, ether, USDT and more by card, bank transfer or cash. Clear final price and delivery straight to your wallet.',
      'buy bitcoin, buy ethereum, buy usdt, buy crypto with card',
      OG_IMAGES.buy,
    ),
  },
};
