import { marketFacts } from '../market-facts';
import { perMarket, withOwn, type MarketCode } from '../market-versions';
import type { HelpPageSeed } from './types';

/** Each market lists its own documents; Spain says "permisos de conducir", Latin America "licencias". */
function documentsBody(code: MarketCode) {
  const { documents } = marketFacts[code];
  return {
    es: `Aceptamos ${documents.es}, siempre que estén en vigor.

La foto debe verse completa, sin reflejos y con todos los datos legibles. Después te pediremos un selfi para comprobar que el documento es tuyo.

No aceptamos fotocopias, documentos caducados ni ${code === 'ES' ? 'permisos' : 'licencias'} de conducir como documento principal.`,
    en: `We accept ${documents.en}, as long as they are valid.

The photo must show the whole document, without glare and with every detail legible. We then ask for a selfie to check that the document is yours.

We do not accept photocopies, expired documents or driving licences as the main document.`,
  };
}

/** Spain names its rules (AML law, GDPR); elsewhere the page names none it cannot be sure of. */
const whyWeVerify = (laundering: string, dataRules: { es: string; en: string }) => ({
  es: `Como proveedor de servicios de criptoactivos estamos obligados por la normativa de **prevención del ${laundering}** a identificar a nuestros clientes antes de operar.

La verificación también te protege: impide que alguien use tus datos para operar en tu nombre y nos permite ayudarte si hay un problema con una operación.

Tratamos tus datos conforme ${dataRules.es}. Los documentos se cifran y se conservan solo durante el plazo legal exigido.`,
  en: `As a crypto-asset service provider we are required by **anti-money-laundering** regulations to identify our customers before they trade.

Verification also protects you: it stops anyone from using your details to trade in your name and lets us help you if something goes wrong with a transaction.

We process your data under ${dataRules.en}. Documents are encrypted and kept only for the period required by law.`,
});

export const verificationPages: HelpPageSeed[] = [
  {
    slug: 'accepted-documents',
    topic: 'verification',
    title: { es: 'Documentos aceptados', en: 'Accepted documents' },
    body: perMarket(documentsBody),
  },
  {
    slug: 'why-we-verify',
    topic: 'verification',
    title: { es: '¿Por qué verificamos tu identidad?', en: 'Why do we verify your identity?' },
    body: withOwn(
      whyWeVerify('lavado de dinero', {
        es: 'a la normativa de protección de datos aplicable',
        en: 'the applicable data protection rules',
      }),
      { ES: whyWeVerify(marketFacts.ES.laundering, { es: 'al RGPD', en: 'the GDPR' }) },
    ),
  },
];
