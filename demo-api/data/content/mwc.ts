import type { Localized, SeoBlock } from '../../types';
import { seo, type Cta } from './seo';

export interface MwcContent {
  Title: string;
  Intro: string;
  Event: { Name: string; Venue: string; City: string; StartDate: string; EndDate: string; Hall: string; Stand: string };
  Highlights: { Title: string; Text: string }[];
  Agenda: { Date: string; Time: string; Title: string }[];
  Cta: Cta;
  SEO: SeoBlock;
}

const EVENT = {
  Name: 'MWC Barcelona 2027',
  Venue: 'Fira Gran Via',
  City: 'Barcelona',
  StartDate: '2027-03-01',
  EndDate: '2027-03-04',
  Hall: '8.1',
  Stand: '8.1F42',
};

export const mwc: Localized<MwcContent> = {
  es: {
    Title: 'Te esperamos en el MWC Barcelona',
    Intro:
      'Presentamos nuestra nueva generación de cajeros con pago sin contacto y la app de pagos para comercios. Ven a vernos al pabellón 8.1 y prueba una compra real.',
    Event: EVENT,
    Highlights: [
      {
        Title: 'Cajero de nueva generación',
        Text: 'Compra con el móvil o la tarjeta sin tocar la pantalla y recibe el comprobante en la app.',
      },
      { Title: 'Pagos para comercios', Text: 'Cobra en criptomonedas y recibe el importe en tu cuenta al día siguiente.' },
      {
        Title: 'Charlas con el equipo',
        Text: 'Nuestros ingenieros explican cómo cumplimos MiCA sin complicar la experiencia del cliente.',
      },
    ],
    Agenda: [
      { Date: '2027-03-01', Time: '11:00', Title: 'Presentación del nuevo cajero' },
      { Date: '2027-03-02', Time: '16:30', Title: 'Mesa redonda: cripto y comercio de proximidad' },
      { Date: '2027-03-03', Time: '12:00', Title: 'Demostración de pagos para comercios' },
    ],
    Cta: { Label: 'Reserva una reunión', Url: '/contacto' },
    SEO: seo(
      'MWC Barcelona 2027',
      'Visítanos en el MWC Barcelona 2027, pabellón 8.1: nuevos cajeros y pagos en criptomonedas para comercios.',
      'mwc barcelona, mwc 2027, cajero bitcoin',
    ),
  },
  en: {
    Title: 'Meet us at MWC Barcelona',
    Intro:
      'We are unveiling our next-generation contactless ATMs and the merchant payments app. Visit us in hall 8.1 and try a real purchase.',
    Event: EVENT,
    Highlights: [
      { Title: 'Next-generation ATM', Text: 'Buy with your phone or card without touching the screen and get the receipt in the app.' },
      { Title: 'Merchant payments', Text: 'Accept crypto and receive the amount in your account the next day.' },
      { Title: 'Talks with the team', Text: 'Our engineers explain how we comply with MiCA without complicating the customer experience.' },
    ],
    Agenda: [
      { Date: '2027-03-01', Time: '11:00', Title: 'Launch of the new ATM' },
      { Date: '2027-03-02', Time: '16:30', Title: 'Panel: crypto and local retail' },
      { Date: '2027-03-03', Time: '12:00', Title: 'Merchant payments demo' },
    ],
    Cta: { Label: 'Book a meeting', Url: '/contact' },
    SEO: seo(
      'MWC Barcelona 2027',
      'Visit us at MWC Barcelona 2027, hall 8.1: new ATMs and crypto payments for merchants.',
      'mwc barcelona, mwc 2027, bitcoin atm',
    ),
  },
};
