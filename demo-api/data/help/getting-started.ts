import type { HelpPageSeed } from './types';

export const gettingStartedPages: HelpPageSeed[] = [
  {
    slug: 'what-is-a-wallet',
    topic: 'getting-started',
    title: { es: '¿Qué es un monedero de criptomonedas?', en: 'What is a crypto wallet?' },
    body: {
      es: `Un **monedero** es la aplicación o el dispositivo que guarda las claves privadas que controlan tus criptomonedas. Las monedas no están "dentro" del monedero: viven en la cadena de bloques, y el monedero solo guarda la llave que permite moverlas.

Existen monederos **de software** (apps para móvil u ordenador) y monederos **físicos** (pequeños dispositivos USB). Para empezar, una app de monedero de autocustodia es suficiente; si acumulas importes altos, te recomendamos un monedero físico.

Al crear el monedero verás una **frase de recuperación** de 12 o 24 palabras. Escríbela en papel y guárdala en un lugar seguro: quien tenga esas palabras tiene tus fondos. Nunca te la pediremos, ni por teléfono ni por correo.`,
      en: `A **wallet** is the app or device that stores the private keys controlling your cryptocurrency. The coins are not "inside" the wallet: they live on the blockchain, and the wallet only holds the key that lets you move them.

There are **software** wallets (phone or computer apps) and **hardware** wallets (small USB devices). To get started, a self-custody wallet app is enough; if you build up larger amounts, we recommend a hardware wallet.

When you create the wallet you will see a **recovery phrase** of 12 or 24 words. Write it on paper and keep it somewhere safe: whoever has those words has your funds. We will never ask you for it, by phone or by email.`,
    },
  },
  {
    slug: 'first-purchase',
    topic: 'getting-started',
    title: { es: 'Tu primera compra paso a paso', en: 'Your first purchase step by step' },
    body: {
      es: `Para tu primera compra necesitas tres cosas: un **monedero** propio, un **documento de identidad** en vigor y un **teléfono móvil** donde recibir el código de verificación.

1. Entra en la página de compra y elige la moneda y el importe.
2. Pega la dirección de tu monedero o escanea su código QR.
3. Completa la verificación de identidad (solo la primera vez).
4. Elige el método de pago y confirma.

Recibirás un correo con la referencia de la operación. Con tarjeta, las monedas suelen llegar en menos de 15 minutos; con transferencia, cuando recibimos el dinero.`,
      en: `For your first purchase you need three things: your own **wallet**, a valid **ID document** and a **mobile phone** to receive the verification code.

1. Open the buy page and choose the coin and amount.
2. Paste your wallet address or scan its QR code.
3. Complete identity verification (first time only).
4. Choose the payment method and confirm.

You will receive an email with the transaction reference. With a card, coins usually arrive in under 15 minutes; with a bank transfer, once we receive the money.`,
    },
  },
];
