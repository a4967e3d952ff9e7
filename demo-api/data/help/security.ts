import { withOwn } from '../market-versions';
import type { HelpPageSeed } from './types';

/** The scams page names the tax office as people there know it: Spain's is Hacienda. */
const commonScams = (taxOffice: string) => ({
  es: `**Nadie legítimo te pedirá que pagues una deuda, una multa o una inversión a través de un cajero.** Ni ${taxOffice}, ni la policía, ni un juzgado, ni tu banco, ni una empresa de suministros cobran en bitcoin.

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
});

export const securityPages: HelpPageSeed[] = [
  {
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
    slug: 'common-scams',
    topic: 'security',
    title: { es: 'Estafas habituales en cajeros de bitcoin', en: 'Common bitcoin ATM scams' },
    body: withOwn(commonScams('la administración tributaria'), { ES: commonScams('Hacienda') }),
  },
];
