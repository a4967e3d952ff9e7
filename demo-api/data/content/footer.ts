import type { Localized } from '../../types';
import { BRAND } from '../brand';

export interface FooterContent {
  Columns: { Title: string; Links: { Label: string; Url: string }[] }[];
  Social: { Network: string; Url: string }[];
  Legal: string;
}

const SOCIAL = [
  { Network: 'x', Url: 'https://x.com/cryptoplaza' },
  { Network: 'instagram', Url: 'https://www.instagram.com/cryptoplaza' },
  { Network: 'linkedin', Url: 'https://www.linkedin.com/company/cryptoplaza' },
  { Network: 'youtube', Url: 'https://www.youtube.com/@cryptoplaza' },
];

export const footer: Localized<FooterContent> = {
  es: {
    Columns: [
      {
        Title: 'Productos',
        Links: [
          { Label: 'Comprar', Url: '/comprar' },
          { Label: 'Vender', Url: '/vender' },
          { Label: 'Pagos', Url: '/pagos' },
          { Label: 'Token', Url: '/token' },
          { Label: 'App', Url: '/app' },
        ],
      },
      {
        Title: 'Puntos físicos',
        Links: [
          { Label: 'Cajeros bitcoin', Url: '/cajeros-bitcoin' },
          { Label: 'Tiendas', Url: '/tiendas-bitcoin' },
          { Label: 'Franquicia', Url: '/franquicia' },
        ],
      },
      {
        Title: 'Compañía',
        Links: [
          { Label: 'Quiénes somos', Url: '/quienes-somos' },
          { Label: 'Opiniones', Url: '/opiniones' },
          { Label: 'Contacto', Url: '/contacto' },
          { Label: 'Centro de ayuda', Url: '/centro-ayuda' },
        ],
      },
      {
        Title: 'Legal',
        Links: [
          { Label: 'Aviso legal', Url: '/paginas/legal-notice' },
          { Label: 'Privacidad', Url: '/paginas/privacy-policy' },
          { Label: 'Cookies', Url: '/paginas/cookies-policy' },
          { Label: 'Condiciones', Url: '/paginas/terms' },
        ],
      },
    ],
    Social: SOCIAL,
    Legal: `© 2026 ${BRAND} Servicios Digitales, S.L. Proveedor de servicios de criptoactivos. Las operaciones con criptoactivos conllevan riesgo de pérdida del capital invertido.`,
  },
  en: {
    Columns: [
      {
        Title: 'Products',
        Links: [
          { Label: 'Buy', Url: '/buy' },
          { Label: 'Sell', Url: '/sell' },
          { Label: 'Pay', Url: '/pay' },
          { Label: 'Token', Url: '/token' },
          { Label: 'App', Url: '/app' },
        ],
      },
      {
        Title: 'Locations',
        Links: [
          { Label: 'Bitcoin ATMs', Url: '/bitcoin-atms' },
          { Label: 'Stores', Url: '/stores' },
          { Label: 'Franchise', Url: '/franchise' },
        ],
      },
      {
        Title: 'Company',
        Links: [
          { Label: 'Who we are', Url: '/who-we-are' },
          { Label: 'Opinions', Url: '/opinions' },
          { Label: 'Contact', Url: '/contact' },
          { Label: 'Help center', Url: '/help-center' },
        ],
      },
      {
        Title: 'Legal',
        Links: [
          { Label: 'Legal notice', Url: '/pages/legal-notice' },
          { Label: 'Privacy', Url: '/pages/privacy-policy' },
          { Label: 'Cookies', Url: '/pages/cookies-policy' },
          { Label: 'Terms', Url: '/pages/terms' },
        ],
      },
    ],
    Social: SOCIAL,
    Legal: `© 2026 ${BRAND} Servicios Digitales, S.L. Crypto-asset service provider. Trading crypto-assets carries the risk of losing the capital invested.`,
  },
};
