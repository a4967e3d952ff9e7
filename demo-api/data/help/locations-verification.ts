import type { HelpPageSeed } from './types';

export const locationsVerificationPages: HelpPageSeed[] = [
  {
    id: 7,
    slug: 'using-an-atm',
    topic: 'atms-and-stores',
    title: { es: 'Cómo usar un cajero de bitcoin', en: 'How to use a bitcoin ATM' },
    body: {
      es: `Nuestros cajeros funcionan en cuatro pasos: elige **comprar** o **vender**, selecciona la moneda, verifica tu teléfono con el código SMS y muestra el **código QR de tu monedero**.

Para comprar, introduce los billetes de uno en uno. La pantalla muestra en todo momento cuánto recibirás. Cuando termines, pulsa **Confirmar** y el cajero imprimirá un recibo con el identificador de la transacción.

Para vender, el cajero te muestra una dirección; envía los fondos y, cuando la red los confirme, el cajero te entregará el efectivo al escanear tu recibo.`,
      en: `Our ATMs work in four steps: choose **buy** or **sell**, select the coin, verify your phone with the text message code and show your **wallet QR code**.

To buy, insert the notes one at a time. The screen always shows how much you will receive. When you finish, press **Confirm** and the ATM prints a receipt with the transaction ID.

To sell, the ATM shows you an address; send the funds and, once the network confirms them, the ATM pays out the cash when you scan your receipt.`,
    },
  },
  {
    id: 8,
    slug: 'opening-hours',
    topic: 'atms-and-stores',
    title: { es: 'Horarios de cajeros y tiendas', en: 'ATM and store opening hours' },
    body: {
      es: `Cada cajero y tienda tiene su propio horario, que depende del local donde está instalado. En la ficha de cada punto verás el horario de toda la semana y si está **abierto ahora**, según la hora local.

Algunos cajeros están abiertos **24 horas**; otros, en zonas de ocio, abren por la tarde y cierran pasada la medianoche. Los días festivos el horario puede cambiar.

Si encuentras un punto cerrado dentro de su horario, avísanos por WhatsApp con el nombre del local: lo revisaremos y actualizaremos la información.`,
      en: `Each ATM and store has its own opening hours, which depend on the host business. On each location page you will see the hours for the whole week and whether it is **open now**, based on local time.

Some ATMs are open **24 hours**; others, in nightlife areas, open in the evening and close after midnight. Hours may change on public holidays.

If you find a location closed during its opening hours, let us know on WhatsApp with the name of the place: we will check and update the information.`,
    },
  },
  {
    id: 9,
    slug: 'accepted-documents',
    topic: 'verification',
    title: { es: 'Documentos aceptados', en: 'Accepted documents' },
    body: {
      es: `Aceptamos **DNI**, **NIE**, **pasaporte** y tarjetas de identidad de países del Espacio Económico Europeo, siempre que estén en vigor. En Latinoamérica aceptamos la cédula de identidad nacional y el pasaporte.

La foto debe verse completa, sin reflejos y con todos los datos legibles. Después te pediremos un selfi para comprobar que el documento es tuyo.

No aceptamos fotocopias, documentos caducados ni permisos de conducir como documento principal.`,
      en: `We accept **national ID cards**, **residence permits** (NIE), **passports** and identity cards from European Economic Area countries, as long as they are valid. In Latin America we accept the national identity card and passport.

The photo must show the whole document, without glare and with every detail legible. We then ask for a selfie to check that the document is yours.

We do not accept photocopies, expired documents or driving licences as the main document.`,
    },
  },
  {
    id: 10,
    slug: 'why-we-verify',
    topic: 'verification',
    title: { es: '¿Por qué verificamos tu identidad?', en: 'Why do we verify your identity?' },
    body: {
      es: `Como proveedor de servicios de criptoactivos estamos obligados por la normativa de **prevención del blanqueo de capitales** a identificar a nuestros clientes antes de operar.

La verificación también te protege: impide que alguien use tus datos para operar en tu nombre y nos permite ayudarte si hay un problema con una operación.

Tratamos tus datos conforme al RGPD. Los documentos se cifran y se conservan solo durante el plazo legal exigido.`,
      en: `As a crypto-asset service provider we are required by **anti-money-laundering** regulations to identify our customers before they trade.

Verification also protects you: it stops anyone from using your details to trade in your name and lets us help you if something goes wrong with a transaction.

We process your data under the GDPR. Documents are encrypted and kept only for the period required by law.`,
    },
  },
  {
    id: 11,
    slug: 'protect-your-wallet',
    topic: 'security',
    title: { es: 'Protege tu monedero', en: 'Protect your wallet' },
    body: {
      es: `Tu **frase de recuperación** es la llave maestra de tus fondos. Guárdala en papel, nunca en una foto, un correo o la nube.

Activa el bloqueo por PIN o biometría en tu app de monedero y mantenla actualizada. Si vas a guardar importes altos, usa un monedero físico.

Antes de enviar fondos, comprueba siempre los primeros y últimos caracteres de la dirección: algunos programas maliciosos sustituyen la dirección copiada por otra.`,
      en: `Your **recovery phrase** is the master key to your funds. Keep it on paper, never in a photo, an email or the cloud.

Turn on PIN or biometric lock in your wallet app and keep it up to date. If you hold larger amounts, use a hardware wallet.

Before sending funds, always check the first and last characters of the address: some malware swaps the copied address for another one.`,
    },
  },
  {
    id: 12,
    slug: 'avoid-scams',
    topic: 'security',
    title: { es: 'Cómo reconocer una estafa', en: 'How to spot a scam' },
    body: {
      es: `Desconfía de cualquiera que te prometa **rentabilidades garantizadas**, te meta prisa o te pida comprar criptomonedas para pagar una deuda, una multa o un premio.

Nadie de nuestro equipo te pedirá tu frase de recuperación, tus contraseñas ni que envíes fondos a una dirección para "verificar" tu cuenta.

Si alguien te ha pedido que compres en un cajero para enviarle las monedas, para y llámanos antes de continuar. Si ya has enviado fondos, denúncialo a la policía y contáctanos cuanto antes.`,
      en: `Be wary of anyone who promises **guaranteed returns**, rushes you or asks you to buy crypto to pay a debt, a fine or a prize.

Nobody on our team will ever ask for your recovery phrase, your passwords or for you to send funds to an address to "verify" your account.

If someone has asked you to buy at an ATM and send them the coins, stop and call us before going ahead. If you have already sent funds, report it to the police and contact us as soon as possible.`,
    },
  },
  {
    id: 13,
    slug: 'common-scams',
    topic: 'security',
    title: { es: 'Estafas habituales en cajeros de bitcoin', en: 'Common bitcoin ATM scams' },
    body: {
      es: `**Nadie legítimo te pedirá que pagues una deuda, una multa o una inversión a través de un cajero.** Ni Hacienda, ni la policía, ni un juzgado, ni tu banco, ni una empresa de suministros cobran en bitcoin.

Las estafas más habituales:

- **La falsa autoridad**: alguien que dice ser de la policía, del banco o de la agencia tributaria te llama, te mete prisa y te pide que deposites efectivo en un cajero para "proteger" tu dinero o pagar una multa.
- **La inversión milagrosa**: te prometen rentabilidades garantizadas y te piden comprar en el cajero y enviar las monedas a su dirección.
- **El código QR ajeno**: te dan un código QR impreso o por mensaje para que compres con él. Las monedas irán a su monedero, no al tuyo.
- **El romance o el familiar en apuros**: una persona que has conocido en internet, o que dice ser un familiar, necesita dinero urgente en bitcoin.
- **El soporte falso**: un supuesto técnico te pide tu frase de recuperación o que envíes fondos para "verificar" tu cuenta.

Usa solo el código QR de **tu propio monedero**. Si alguien te está guiando por teléfono mientras usas el cajero, para, cuelga y llámanos. Si ya has enviado fondos, denúncialo a la policía y contáctanos cuanto antes: cuanto antes lo sepamos, más podemos ayudarte.`,
      en: `**Nobody legitimate asks you to pay a debt, a fine or an investment through an ATM.** The tax office, the police, a court, your bank or a utility company never collect payments in bitcoin.

The most common scams:

- **The fake authority**: someone claiming to be from the police, your bank or the tax office calls you, rushes you and asks you to put cash into an ATM to "protect" your money or pay a fine.
- **The miracle investment**: you are promised guaranteed returns and asked to buy at the ATM and send the coins to their address.
- **Someone else's QR code**: you are given a printed QR code, or one sent by message, to buy with. The coins go to their wallet, not yours.
- **The romance or the relative in trouble**: a person you met online, or someone claiming to be a relative, urgently needs money in bitcoin.
- **The fake support agent**: a so-called technician asks for your recovery phrase or for funds to "verify" your account.

Only use **your own wallet's** QR code. If someone is guiding you on the phone while you use the ATM, stop, hang up and call us. If you have already sent funds, report it to the police and contact us as soon as possible: the sooner we know, the more we can help.`,
    },
  },
];
