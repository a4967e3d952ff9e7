/** Generic content pages (legal texts), markdown bodies. */
import type { Localized } from '../types';
import { BRAND } from './brand';

export interface PageSeed {
  id: number;
  slug: string;
  title: Localized<string>;
  body: Localized<string>;
}

const COMPANY = `${BRAND} Servicios Digitales, S.L.`;

export const pages: PageSeed[] = [
  {
    id: 1,
    slug: 'legal-notice',
    title: { es: 'Aviso legal', en: 'Legal notice' },
    body: {
      es: `## Titular del sitio web\n\n${COMPANY}, con domicilio en Calle de Alcalá, 54, 28014 Madrid, inscrita en el Registro Mercantil de Madrid. Correo: legal@cryptoplaza.example.\n\n## Objeto\n\nEste sitio informa sobre los servicios de compra y venta de criptoactivos a través de nuestro exchange online, cajeros y tiendas asociadas.\n\n## Responsabilidad\n\nLa información publicada tiene carácter general y no constituye asesoramiento financiero. Los precios mostrados son orientativos hasta la confirmación de cada operación.`,
      en: `## Website owner\n\n${COMPANY}, registered office at Calle de Alcalá, 54, 28014 Madrid, registered with the Madrid Companies Registry. Email: legal@cryptoplaza.example.\n\n## Purpose\n\nThis website describes our crypto-asset buying and selling services through our online exchange, ATMs and partner stores.\n\n## Liability\n\nThe information published is general in nature and is not financial advice. Prices shown are indicative until each transaction is confirmed.`,
    },
  },
  {
    id: 2,
    slug: 'privacy-policy',
    title: { es: 'Política de privacidad', en: 'Privacy policy' },
    body: {
      es: `## Responsable del tratamiento\n\n${COMPANY}. Delegado de protección de datos: dpo@cryptoplaza.example.\n\n## Finalidades\n\n- Prestar los servicios de compra y venta que solicites.\n- Cumplir las obligaciones de prevención del blanqueo de capitales.\n- Responder a tus consultas y, si lo aceptas, enviarte nuestro boletín.\n\n## Conservación\n\nConservamos los datos de identificación durante diez años desde la última operación, como exige la Ley 10/2010.\n\n## Tus derechos\n\nPuedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo al delegado de protección de datos, y reclamar ante la Agencia Española de Protección de Datos.`,
      en: `## Data controller\n\n${COMPANY}. Data protection officer: dpo@cryptoplaza.example.\n\n## Purposes\n\n- Provide the buying and selling services you request.\n- Meet anti-money-laundering obligations.\n- Answer your questions and, if you agree, send you our newsletter.\n\n## Retention\n\nWe keep identification data for ten years after the last transaction, as required by Spanish Law 10/2010.\n\n## Your rights\n\nYou can exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to the data protection officer, and complain to the Spanish Data Protection Agency.`,
    },
  },
  {
    id: 3,
    slug: 'cookies-policy',
    title: { es: 'Política de cookies', en: 'Cookies policy' },
    body: {
      es: `## Qué son las cookies\n\nArchivos pequeños que el sitio guarda en tu navegador para recordar tus preferencias y medir el uso.\n\n## Cookies que usamos\n\n- **Técnicas**: mantienen tu sesión y tu idioma. No requieren consentimiento.\n- **Analíticas**: nos ayudan a entender qué páginas son útiles. Solo se activan si las aceptas.\n\n## Cómo gestionarlas\n\nPuedes cambiar tu elección en cualquier momento desde el enlace de configuración de cookies o borrar las cookies desde tu navegador.`,
      en: `## What cookies are\n\nSmall files the site stores in your browser to remember your preferences and measure usage.\n\n## Cookies we use\n\n- **Technical**: keep your session and language. They need no consent.\n- **Analytics**: help us understand which pages are useful. Only set if you accept them.\n\n## Managing them\n\nYou can change your choice at any time through the cookie settings link or delete cookies in your browser.`,
    },
  },
  {
    id: 4,
    slug: 'terms',
    title: { es: 'Condiciones del servicio', en: 'Terms of service' },
    body: {
      es: `## Servicio\n\nOfrecemos la compra y venta de criptoactivos por cuenta del cliente. No prestamos asesoramiento ni custodiamos fondos.\n\n## Riesgos\n\nLa inversión en criptoactivos no está regulada, puede no ser adecuada para inversores minoristas y perderse la totalidad del importe invertido. Los precios pueden variar bruscamente en poco tiempo.\n\n## Operaciones\n\nCada operación se ejecuta al precio mostrado en el momento de la confirmación. Las transacciones en la cadena de bloques son irreversibles: comprueba siempre la dirección de destino.\n\n## Reclamaciones\n\nPuedes presentar una reclamación en reclamaciones@cryptoplaza.example. Respondemos en un plazo máximo de 15 días hábiles.`,
      en: `## Service\n\nWe buy and sell crypto-assets on the customer's behalf. We do not give advice or hold funds in custody.\n\n## Risks\n\nInvestment in crypto-assets is not regulated, may not be suitable for retail investors and the entire amount invested may be lost. Prices can change sharply in a short time.\n\n## Transactions\n\nEach transaction is executed at the price shown when you confirm. Blockchain transactions are irreversible: always check the destination address.\n\n## Complaints\n\nYou can file a complaint at reclamaciones@cryptoplaza.example. We reply within 15 business days at most.`,
    },
  },
];
