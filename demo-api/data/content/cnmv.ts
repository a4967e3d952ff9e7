import type { Localized } from '../../types';

export interface CnmvContent {
  Title: string;
  Message: string;
  Url: string;
  /** The markets the warning is for: Spain's regulator, Spain's host. The site shows it nowhere else. */
  Markets: string;
}

/** Wording of the risk warning required by CNMV Circular 1/2022 for crypto-asset advertising in Spain. */
export const cnmv: Localized<CnmvContent> = {
  es: {
    Title: 'Advertencia de riesgo',
    Message:
      'La inversión en criptoactivos no está regulada, puede no ser adecuada para inversores minoristas y perderse la totalidad del importe invertido. Es importante leer y comprender los riesgos de esta inversión que se explican detalladamente en esta ubicación.',
    Url: '/paginas/terms',
    Markets: 'ES',
  },
  en: {
    Title: 'Risk warning',
    Message:
      'Investment in crypto-assets is not regulated, may not be suitable for retail investors and the entire amount invested may be lost. It is important to read and understand the risks of this investment, which are explained in detail at this location.',
    Url: '/pages/terms',
    Markets: 'ES',
  },
};
