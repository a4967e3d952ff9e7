/**
 * The privacy policy per market: Spain's under the GDPR and its AML law; Argentina, Costa Rica and Panama
 * name their data protection law and authority; elsewhere the text names no law it cannot be sure of.
 */
import type { Localized } from '../types';
import { BRAND } from './brand';
import { withOwn, type MarketCode } from './market-versions';

export const COMPANY = `${BRAND} Servicios Digitales, S.L.`;

const SPAIN = {
  es: `## Responsable del tratamiento\n\n${COMPANY}. Delegado de protección de datos: dpo@cryptoplaza.example.\n\n## Finalidades\n\n- Prestar los servicios de compra y venta que solicites.\n- Cumplir las obligaciones de prevención del blanqueo de capitales.\n- Responder a tus consultas y, si lo aceptas, enviarte nuestro boletín.\n\n## Conservación\n\nConservamos los datos de identificación durante diez años desde la última operación, como exige la Ley 10/2010.\n\n## Tus derechos\n\nPuedes ejercer los derechos de acceso, rectificación, supresión, oposición, limitación y portabilidad escribiendo al delegado de protección de datos, y reclamar ante la Agencia Española de Protección de Datos.`,
  en: `## Data controller\n\n${COMPANY}. Data protection officer: dpo@cryptoplaza.example.\n\n## Purposes\n\n- Provide the buying and selling services you request.\n- Meet anti-money-laundering obligations.\n- Answer your questions and, if you agree, send you our newsletter.\n\n## Retention\n\nWe keep identification data for ten years after the last transaction, as required by Spanish Law 10/2010.\n\n## Your rights\n\nYou can exercise your rights of access, rectification, erasure, objection, restriction and portability by writing to the data protection officer, and complain to the Spanish Data Protection Agency.`,
};

interface DataProtection {
  law: Localized<string>;
  authority: Localized<string>;
}

const LAWS: Partial<Record<MarketCode, DataProtection>> = {
  AR: {
    law: { es: 'la Ley 25.326 de Protección de los Datos Personales', en: "Argentina's Personal Data Protection Law 25.326" },
    authority: { es: 'la Agencia de Acceso a la Información Pública (AAIP)', en: 'the Agency for Access to Public Information (AAIP)' },
  },
  CR: {
    law: {
      es: 'la Ley 8968 de Protección de la Persona frente al Tratamiento de sus Datos Personales',
      en: "Costa Rica's Law 8968 on the protection of personal data",
    },
    authority: { es: 'la Agencia de Protección de Datos de los Habitantes (PRODHAB)', en: 'the Data Protection Agency (PRODHAB)' },
  },
  PA: {
    law: { es: 'la Ley 81 de 2019 sobre Protección de Datos Personales', en: "Panama's Law 81 of 2019 on personal data protection" },
    authority: {
      es: 'la Autoridad Nacional de Transparencia y Acceso a la Información (ANTAI)',
      en: 'the National Authority for Transparency and Access to Information (ANTAI)',
    },
  },
};

function latinAmerica(rules?: DataProtection) {
  const es = rules ? `, conforme a ${rules.law.es}, y reclamar ante ${rules.authority.es}` : '';
  const en = rules ? ` under ${rules.law.en}, and complain to ${rules.authority.en}` : '';
  return {
    es: `## Responsable del tratamiento\n\n${BRAND}. Contacto de privacidad: dpo@cryptoplaza.example.\n\n## Finalidades\n\n- Prestar los servicios de compra y venta que solicites.\n- Cumplir las obligaciones de prevención del lavado de dinero.\n- Responder a tus consultas y, si lo aceptas, enviarte nuestro boletín.\n\n## Conservación\n\nConservamos los datos de identificación durante el plazo que exige la normativa de prevención del lavado de dinero.\n\n## Tus derechos\n\nPuedes ejercer tus derechos de acceso, rectificación, actualización y supresión escribiendo a dpo@cryptoplaza.example${es}.`,
    en: `## Data controller\n\n${BRAND}. Privacy contact: dpo@cryptoplaza.example.\n\n## Purposes\n\n- Provide the buying and selling services you request.\n- Meet anti-money-laundering obligations.\n- Answer your questions and, if you agree, send you our newsletter.\n\n## Retention\n\nWe keep identification data for the period the anti-money-laundering rules require.\n\n## Your rights\n\nYou can exercise your rights of access, rectification, update and erasure by writing to dpo@cryptoplaza.example${en}.`,
  };
}

export const privacyPolicy = withOwn(latinAmerica(), {
  ES: SPAIN,
  ...Object.fromEntries(Object.entries(LAWS).map(([code, rules]) => [code, latinAmerica(rules)])),
});
