import type { Localized, SeoBlock } from '../../types';
import { BRAND } from '../brand';
import { seo } from './seo';

export interface TokenPageContent {
  Title: string;
  Intro: string;
  TokenList: { Title: string; Intro: string; ColumnLabels: { name: string; price: string; change: string; chart: string } };
  Whitepaper: { Title: string; Intro: string; DownloadLabel: string; DownloadUrl: string; Sections: { Title: string; Body: string }[] };
  SEO: SeoBlock;
}

export const tokenPage: Localized<TokenPageContent> = {
  es: {
    Title: `Token ${BRAND}`,
    Intro:
      'Nuestro token de utilidad da descuentos en comisiones en cajeros, tiendas y exchange online. Consulta las monedas disponibles y lee el documento técnico.',
    TokenList: {
      Title: 'Monedas disponibles',
      Intro: 'Precios en tiempo real de las criptomonedas que puedes comprar y vender con nosotros.',
      ColumnLabels: { name: 'Moneda', price: 'Precio', change: '24 h', chart: 'Últimos 7 días' },
    },
    Whitepaper: {
      Title: 'Documento técnico',
      Intro: 'Resumen del diseño, la distribución y el uso del token. La versión completa está disponible en PDF.',
      DownloadLabel: 'Descargar PDF',
      DownloadUrl: '/docs/whitepaper-es.pdf',
      Sections: [
        {
          Title: 'Resumen',
          Body: 'El token es un activo de utilidad emitido en Ethereum (ERC-20) con una oferta fija de 100 millones de unidades. Su único propósito es reducir las comisiones de nuestros servicios; no otorga derechos económicos ni políticos sobre la empresa.',
        },
        {
          Title: 'Utilidad',
          Body: 'Quien mantenga tokens en su monedero verificado obtiene descuentos escalonados del 10 %, 20 % o 30 % en la comisión de compra y venta, aplicables en cajeros, tiendas y online.',
        },
        {
          Title: 'Distribución',
          Body: 'Un 40 % se destina a incentivos para clientes, un 25 % a la reserva de liquidez, un 20 % al equipo con bloqueo de cuatro años y un 15 % a socios y franquiciados.',
        },
        {
          Title: 'Riesgos',
          Body: 'El valor del token puede fluctuar y llegar a cero. La oferta de este criptoactivo se ajusta al Reglamento MiCA y va acompañada de su libro blanco notificado a la autoridad competente.',
        },
      ],
    },
    SEO: seo(
      'Token y documento técnico',
      'Conoce nuestro token de utilidad, sus descuentos en comisiones y el documento técnico, y consulta los precios de las criptomonedas.',
      'token utilidad, whitepaper, precios criptomonedas',
    ),
  },
  en: {
    Title: `${BRAND} token`,
    Intro:
      'Our utility token gives fee discounts at ATMs, stores and on the online exchange. See the coins we support and read the whitepaper.',
    TokenList: {
      Title: 'Supported coins',
      Intro: 'Live prices of the cryptocurrencies you can buy and sell with us.',
      ColumnLabels: { name: 'Coin', price: 'Price', change: '24h', chart: 'Last 7 days' },
    },
    Whitepaper: {
      Title: 'Whitepaper',
      Intro: 'A summary of the token design, distribution and use. The full version is available as a PDF.',
      DownloadLabel: 'Download PDF',
      DownloadUrl: '/docs/whitepaper-en.pdf',
      Sections: [
        {
          Title: 'Summary',
          Body: 'The token is a utility asset issued on Ethereum (ERC-20) with a fixed supply of 100 million units. Its only purpose is to reduce the fees of our services; it grants no economic or voting rights in the company.',
        },
        {
          Title: 'Utility',
          Body: 'Holders with tokens in their verified wallet get tiered discounts of 10%, 20% or 30% on buy and sell fees, at ATMs, in stores and online.',
        },
        {
          Title: 'Distribution',
          Body: '40% goes to customer incentives, 25% to the liquidity reserve, 20% to the team with a four-year lock-up and 15% to partners and franchisees.',
        },
        {
          Title: 'Risks',
          Body: 'The token value may fluctuate and can fall to zero. The offer of this crypto-asset follows the MiCA Regulation and comes with its whitepaper notified to the competent authority.',
        },
      ],
    },
    SEO: seo(
      'Token and whitepaper',
      'Learn about our utility token, its fee discounts and whitepaper, and check live cryptocurrency prices.',
      'utility token, whitepaper, crypto prices',
    ),
  },
};
