import type { Localized, SeoBlock } from '../../types';
import { seo } from './seo';

export interface ReviewPageContent {
  Title: string;
  Intro: string;
  Write: { Title: string; Intro: string; NameLabel: string; RatingLabel: string; TextLabel: string; SubmitLabel: string; ThankYou: string };
  SEO: SeoBlock;
}

export const review: Localized<ReviewPageContent> = {
  es: {
    Title: 'Opiniones de nuestros clientes',
    Intro:
      'Valoraciones reales de quienes han comprado o vendido en nuestros cajeros y tiendas. Publicamos todas las opiniones, también las críticas, porque nos ayudan a mejorar.',
    Write: {
      Title: 'Escribe tu opinión',
      Intro: 'Cuéntanos cómo fue tu experiencia. Tu opinión se publicará con tu nombre de pila.',
      NameLabel: 'Nombre',
      RatingLabel: 'Valoración',
      TextLabel: 'Tu opinión',
      SubmitLabel: 'Publicar opinión',
      ThankYou: 'Gracias por tu opinión. Ya es visible para otros clientes.',
    },
    SEO: seo(
      'Opiniones',
      'Lee opiniones reales de clientes sobre nuestros cajeros bitcoin y tiendas asociadas, y comparte la tuya.',
      'opiniones bitcoin, reseñas cajero bitcoin',
    ),
  },
  en: {
    Title: 'What our customers say',
    Intro:
      'Genuine ratings from people who bought or sold at our ATMs and stores. We publish every review, critical ones included, because they help us improve.',
    Write: {
      Title: 'Write a review',
      Intro: 'Tell us how it went. Your review is published with your first name.',
      NameLabel: 'Name',
      RatingLabel: 'Rating',
      TextLabel: 'Your review',
      SubmitLabel: 'Post review',
      ThankYou: 'Thank you for your review. Other customers can already see it.',
    },
    SEO: seo(
      'Reviews',
      'Read genuine customer reviews of our bitcoin ATMs and partner stores, and share your own.',
      'bitcoin reviews, bitcoin atm reviews',
    ),
  },
};
