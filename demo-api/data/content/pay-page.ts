import type { Localized, SeoBlock } from '../../types';
import { seo, type Cta, type Feature, type Step } from './seo';

export interface PayPageContent {
  Title: string;
  Intro: string;
  Features: Feature[];
  HowItWorksTitle: string;
  HowItWorks: Step[];
  Fees: { Title: string; Text: string };
  Cta: Cta;
  SEO: SeoBlock;
}

export const payPage: Localized<PayPageContent> = {
  es: {
    Title: 'Cobra en criptomonedas',
    Intro:
      'Acepta bitcoin, USDT y otras criptomonedas en tu tienda física u online, y recibe el importe en tu moneda, sin exposición a la volatilidad.',
    Features: [
      {
        Title: 'Liquidación en tu moneda',
        Text: 'Fijamos el tipo en el momento del pago y te ingresamos el importe al siguiente día hábil.',
        Icon: 'cash',
      },
      {
        Title: 'Terminal o enlace de pago',
        Text: 'Cobra con un código QR en el mostrador o envía un enlace de pago por correo o WhatsApp.',
        Icon: 'qr',
      },
      {
        Title: 'Integración con tu tienda online',
        Text: 'Plugins para las principales plataformas de comercio electrónico y una API documentada.',
        Icon: 'plug',
      },
    ],
    HowItWorksTitle: 'Cómo funciona',
    HowItWorks: [
      { Title: 'Date de alta', Text: 'Completa el alta de comercio y verificamos tu empresa en 48 horas.' },
      { Title: 'Genera el cobro', Text: 'Introduce el importe en tu moneda; tu cliente escanea el QR y paga desde su monedero.' },
      { Title: 'Recibe tu dinero', Text: 'Consulta cada cobro en el panel y recibe la liquidación diaria en tu cuenta.' },
    ],
    Fees: {
      Title: 'Comisiones',
      Text: 'Un 1 % por cobro, sin cuota mensual ni permanencia. Sin coste por devolución en cobros con USDT o USDC.',
    },
    Cta: { Label: 'Quiero cobrar en cripto', Url: '/contacto' },
    SEO: seo(
      'Pagos con criptomonedas para comercios',
      'Acepta bitcoin y stablecoins en tu negocio y recibe el importe al día siguiente, sin riesgo de volatilidad.',
      'pagos bitcoin, cobrar en cripto, pasarela de pago cripto',
    ),
  },
  en: {
    Title: 'Accept crypto payments',
    Intro:
      'Accept bitcoin, USDT and other cryptocurrencies in your shop or online store, and receive the amount in your currency, without volatility risk.',
    Features: [
      {
        Title: 'Settlement in your currency',
        Text: 'We lock the rate at the moment of payment and pay out the amount the next business day.',
        Icon: 'cash',
      },
      {
        Title: 'Terminal or payment link',
        Text: 'Charge with a QR code at the counter or send a payment link by email or WhatsApp.',
        Icon: 'qr',
      },
      { Title: 'Online store integration', Text: 'Plugins for the main e-commerce platforms and a documented API.', Icon: 'plug' },
    ],
    HowItWorksTitle: 'How it works',
    HowItWorks: [
      { Title: 'Sign up', Text: 'Complete merchant onboarding and we verify your business within 48 hours.' },
      {
        Title: 'Create the charge',
        Text: 'Enter the amount in your currency; your customer scans the QR code and pays from their wallet.',
      },
      { Title: 'Get your money', Text: 'Track every payment in the dashboard and receive a daily payout to your account.' },
    ],
    Fees: { Title: 'Fees', Text: '1% per payment, no monthly fee and no lock-in. No refund charges on USDT or USDC payments.' },
    Cta: { Label: 'Start accepting crypto', Url: '/contact' },
    SEO: seo(
      'Crypto payments for merchants',
      'Accept bitcoin and stablecoins in your business and receive the amount the next day, with no volatility risk.',
      'bitcoin payments, accept crypto, crypto payment gateway',
    ),
  },
};
