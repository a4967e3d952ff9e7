import type { Localized, SeoBlock } from '../../types';
import { seo, type Cta } from './seo';

export interface HelpCenterContent {
  Title: string;
  Intro: string;
  SearchPlaceholder: string;
  Topics: { slug: string; title: string; description: string; icon: string }[];
  FaqsTitle: string;
  ContactCta: { Title: string; Text: string; Cta: Cta };
  SEO: SeoBlock;
}

/** Topic slugs are shared by both languages; help pages point at them through `Topic`. */
const HELP_TOPICS = ['getting-started', 'buying', 'selling', 'atms-and-stores', 'verification', 'security'] as const;

export const helpCenter: Localized<HelpCenterContent> = {
  es: {
    Title: 'Centro de ayuda',
    Intro:
      'Guías paso a paso y respuestas a las preguntas más habituales. Si no encuentras lo que buscas, nuestro equipo te atiende por teléfono, WhatsApp o Telegram.',
    SearchPlaceholder: 'Busca un artículo, por ejemplo «límites» o «monedero»',
    Topics: [
      {
        slug: HELP_TOPICS[0],
        title: 'Primeros pasos',
        description: 'Qué es un monedero, cómo crear uno y qué necesitas para tu primera compra.',
        icon: 'rocket',
      },
      { slug: HELP_TOPICS[1], title: 'Comprar', description: 'Métodos de pago, comisiones, plazos y límites de compra.', icon: 'cart' },
      {
        slug: HELP_TOPICS[2],
        title: 'Vender',
        description: 'Cómo vender, tipo garantizado y cobro por transferencia o en efectivo.',
        icon: 'cash',
      },
      {
        slug: HELP_TOPICS[3],
        title: 'Cajeros y tiendas',
        description: 'Cómo usar un cajero, horarios e incidencias en un punto físico.',
        icon: 'atm',
      },
      {
        slug: HELP_TOPICS[4],
        title: 'Verificación',
        description: 'Documentos aceptados, plazos y por qué te pedimos verificar tu identidad.',
        icon: 'id',
      },
      { slug: HELP_TOPICS[5], title: 'Seguridad', description: 'Protege tu monedero y reconoce estafas y suplantaciones.', icon: 'shield' },
    ],
    FaqsTitle: 'Preguntas frecuentes',
    ContactCta: {
      Title: '¿No encuentras la respuesta?',
      Text: 'Escríbenos y te contestamos en menos de 24 horas laborables.',
      Cta: { Label: 'Contactar', Url: '/contacto' },
    },
    SEO: seo(
      'Centro de ayuda',
      'Guías y respuestas sobre cómo comprar, vender y usar cajeros bitcoin de forma segura.',
      'ayuda bitcoin, cómo comprar bitcoin, preguntas frecuentes cripto',
    ),
  },
  en: {
    Title: 'Help center',
    Intro:
      'Step-by-step guides and answers to the most common questions. If you cannot find what you need, our team is available by phone, WhatsApp or Telegram.',
    SearchPlaceholder: 'Search an article, for example "limits" or "wallet"',
    Topics: [
      {
        slug: HELP_TOPICS[0],
        title: 'Getting started',
        description: 'What a wallet is, how to create one and what you need for your first purchase.',
        icon: 'rocket',
      },
      { slug: HELP_TOPICS[1], title: 'Buying', description: 'Payment methods, fees, timings and purchase limits.', icon: 'cart' },
      {
        slug: HELP_TOPICS[2],
        title: 'Selling',
        description: 'How to sell, the guaranteed rate and getting paid by transfer or in cash.',
        icon: 'cash',
      },
      {
        slug: HELP_TOPICS[3],
        title: 'ATMs and stores',
        description: 'Using an ATM, opening hours and problems at a physical location.',
        icon: 'atm',
      },
      {
        slug: HELP_TOPICS[4],
        title: 'Verification',
        description: 'Accepted documents, timings and why we ask you to verify your identity.',
        icon: 'id',
      },
      {
        slug: HELP_TOPICS[5],
        title: 'Security',
        description: 'Protect your wallet and recognise scams and impersonation.',
        icon: 'shield',
      },
    ],
    FaqsTitle: 'Frequently asked questions',
    ContactCta: {
      Title: 'Cannot find the answer?',
      Text: 'Write to us and we will reply within 24 business hours.',
      Cta: { Label: 'Contact us', Url: '/contact' },
    },
    SEO: seo(
      'Help center',
      'Guides and answers on buying, selling and using bitcoin ATMs safely.',
      'bitcoin help, how to buy bitcoin, crypto faq',
    ),
  },
};
