/** Generic content pages (legal texts), markdown bodies. */
import type { Localized } from '../types';
import { BRAND } from './brand';
import { withOwn, type Versioned } from './market-versions';
import { COMPANY, privacyPolicy } from './privacy-policy';

export interface PageSeed {
  slug: string;
  title: Localized<string>;
  /** Legal texts name a country's company register, laws and regulator: Spain's are Spain's only. */
  body: Versioned<Localized<string>>;
}

/** Spain's notice names the company as its register has it; elsewhere the page says who runs the site, no more. */
const legalNotice = (owner: Localized<string>) => ({
  es: `## Titular del sitio web\n\n${owner.es} Correo: legal@cryptoplaza.example.\n\n## Objeto\n\nEste sitio informa sobre los servicios de compra y venta de criptoactivos a través de nuestro exchange online, cajeros y tiendas asociadas.\n\n## Responsabilidad\n\nLa información publicada tiene carácter general y no constituye asesoramiento financiero. Los precios mostrados son orientativos hasta la confirmación de cada operación.`,
  en: `## Website owner\n\n${owner.en} Email: legal@cryptoplaza.example.\n\n## Purpose\n\nThis website describes our crypto-asset buying and selling services through our online exchange, ATMs and partner stores.\n\n## Liability\n\nThe information published is general in nature and is not financial advice. Prices shown are indicative until each transaction is confirmed.`,
});

/** The risks as Spain's CNMV words them (its Circular 1/2022) on Spain's terms only; elsewhere in plain words. */
const terms = (risks: Localized<string>) => ({
  es: `## Servicio\n\nOfrecemos la compra y venta de criptoactivos por cuenta del cliente. No prestamos asesoramiento ni custodiamos fondos.\n\n## Riesgos\n\n${risks.es} Los precios pueden variar bruscamente en poco tiempo.\n\n## Operaciones\n\nCada operación se ejecuta al precio mostrado en el momento de la confirmación. Las transacciones en la cadena de bloques son irreversibles: comprueba siempre la dirección de destino.\n\n## Reclamaciones\n\nPuedes presentar una reclamación en reclamaciones@cryptoplaza.example. Respondemos en un plazo máximo de 15 días hábiles.`,
  en: `## Service\n\nWe buy and sell crypto-assets on the customer's behalf. We do not give advice or hold funds in custody.\n\n## Risks\n\n${risks.en} Prices can change sharply in a short time.\n\n## Transactions\n\nEach transaction is executed at the price shown when you confirm. Blockchain transactions are irreversible: always check the destination address.\n\n## Complaints\n\nYou can file a complaint at reclamaciones@cryptoplaza.example. We reply within 15 business days at most.`,
});

export const pages: PageSeed[] = [
  {
    slug: 'legal-notice',
    title: { es: 'Aviso legal', en: 'Legal notice' },
    body: withOwn(legalNotice({ es: `Este sitio lo gestiona ${BRAND}.`, en: `This website is run by ${BRAND}.` }), {
      ES: legalNotice({
        es: `${COMPANY}, con domicilio en Calle de Alcalá, 54, 28014 Madrid, inscrita en el Registro Mercantil de Madrid.`,
        en: `${COMPANY}, registered office at Calle de Alcalá, 54, 28014 Madrid, registered with the Madrid Companies Registry.`,
      }),
    }),
  },
  {
    slug: 'privacy-policy',
    title: { es: 'Política de privacidad', en: 'Privacy policy' },
    body: privacyPolicy,
  },
  {
    slug: 'cookies-policy',
    title: { es: 'Política de cookies', en: 'Cookies policy' },
    body: {
      es: `## Qué son las cookies\n\nArchivos pequeños que el sitio guarda en tu navegador para recordar tus preferencias y medir el uso.\n\n## Cookies que usamos\n\n- **Técnicas**: mantienen tu sesión y tu idioma. No requieren consentimiento.\n- **Analíticas**: nos ayudan a entender qué páginas son útiles. Solo se activan si las aceptas.\n\n## Cómo gestionarlas\n\nPuedes cambiar tu elección en cualquier momento desde el enlace de configuración de cookies o borrar las cookies desde tu navegador.`,
      en: `## What cookies are\n\nSmall files the site stores in your browser to remember your preferences and measure usage.\n\n## Cookies we use\n\n- **Technical**: keep your session and language. They need no consent.\n- **Analytics**: help us understand which pages are useful. Only set if you accept them.\n\n## Managing them\n\nYou can change your choice at any time through the cookie settings link or delete cookies in your browser.`,
    },
  },
  {
    slug: 'terms',
    title: { es: 'Condiciones del servicio', en: 'Terms of service' },
    body: withOwn(
      terms({
        es: 'Los criptoactivos son muy volátiles y puedes perder todo el importe invertido: invierte solo lo que puedas permitirte perder.',
        en: 'Crypto-assets are highly volatile and you may lose the entire amount invested: only invest what you can afford to lose.',
      }),
      {
        ES: terms({
          es: 'La inversión en criptoactivos no está regulada, puede no ser adecuada para inversores minoristas y perderse la totalidad del importe invertido.',
          en: 'Investment in crypto-assets is not regulated, may not be suitable for retail investors and the entire amount invested may be lost.',
        }),
      },
    ),
  },
];
