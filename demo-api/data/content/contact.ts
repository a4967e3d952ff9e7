import type { Lang, Localized, SeoBlock } from '../../types';
import { marketFacts } from '../market-facts';
import { MARKET_CODES, type MarketCode } from '../market-versions';
import { markets } from '../markets';
import { seo } from './seo';

export interface ContactContent {
  Title: string;
  Intro: string;
  /** Each market's own phone, hours and chat handles; each channel lists the markets it is for. */
  Channels: { Type: 'phone' | 'whatsapp' | 'telegram' | 'email'; Label: string; Value: string; Text: string; Markets: string }[];
  Address: { Title: string; Street: string; City: string; PostalCode: string; Country: string; Hours: string };
  Form: {
    Title: string;
    Intro: string;
    Topics: { Value: string; Label: string }[];
    SubmitLabel: string;
    SuccessMessage: string;
    Privacy: string;
  };
  SEO: SeoBlock;
}

const CHANNEL_WORDS = {
  es: {
    phone: 'Teléfono',
    whatsapp: 'Escríbenos y te contestamos en minutos en horario de atención.',
    telegram: 'Canal de soporte con avisos de mantenimiento y novedades.',
    email: ['Correo', 'Para consultas detalladas o envío de documentación.'],
  },
  en: {
    phone: 'Phone',
    whatsapp: 'Message us and we reply within minutes during support hours.',
    telegram: 'Support channel with maintenance notices and news.',
    email: ['Email', 'For detailed questions or sending documents.'],
  },
};

/** Every market's phone (with its support hours), WhatsApp and Telegram, then the one email for all. */
function channels(lang: Lang): ContactContent['Channels'] {
  const words = CHANNEL_WORDS[lang];
  return [
    ...markets.flatMap(({ CountryCode, Phone, Whatsapp, Telegram }) => {
      const Markets = CountryCode as MarketCode;
      return [
        { Type: 'phone' as const, Label: words.phone, Value: Phone, Text: marketFacts[Markets].supportHours[lang], Markets },
        { Type: 'whatsapp' as const, Label: 'WhatsApp', Value: Whatsapp, Text: words.whatsapp, Markets },
        { Type: 'telegram' as const, Label: 'Telegram', Value: Telegram, Text: words.telegram, Markets },
      ];
    }),
    { Type: 'email', Label: words.email[0]!, Value: 'hola@cryptoplaza.example', Text: words.email[1]!, Markets: MARKET_CODES.join(' ') },
  ];
}

export const contact: Localized<ContactContent> = {
  es: {
    Title: 'Contacto',
    Intro:
      'Estamos para ayudarte con tus compras, ventas y dudas sobre cajeros y tiendas. Respondemos en menos de 24 horas laborables, y por teléfono al momento en horario de oficina.',
    Channels: channels('es'),
    Address: {
      Title: 'Oficina central',
      Street: 'Calle de Alcalá, 54, 3.º',
      City: 'Madrid',
      PostalCode: '28014',
      Country: 'España',
      Hours: 'Lunes a viernes, 9:00-18:00 (cita previa)',
    },
    Form: {
      Title: 'Escríbenos',
      Intro:
        'Cuéntanos en qué podemos ayudarte. Si tu consulta es sobre una operación, incluye la referencia que aparece en tu correo de confirmación.',
      Topics: [
        { Value: 'purchase', Label: 'Una compra' },
        { Value: 'sale', Label: 'Una venta' },
        { Value: 'atm', Label: 'Un cajero' },
        { Value: 'verification', Label: 'Verificación de identidad' },
        { Value: 'other', Label: 'Otro tema' },
      ],
      SubmitLabel: 'Enviar mensaje',
      SuccessMessage: 'Gracias, hemos recibido tu mensaje. Te responderemos lo antes posible.',
      Privacy: 'Usaremos tus datos solo para responder a tu consulta, según nuestra política de privacidad.',
    },
    SEO: seo(
      'Contacto',
      'Contacta con nuestro equipo por teléfono, WhatsApp, Telegram o correo. Soporte para compras, ventas, cajeros y tiendas.',
      'contacto, soporte bitcoin, atención al cliente cripto',
    ),
  },
  en: {
    Title: 'Contact',
    Intro:
      'We are here to help with purchases, sales and questions about ATMs and stores. We reply within 24 business hours, and instantly by phone during office hours.',
    Channels: channels('en'),
    Address: {
      Title: 'Head office',
      Street: 'Calle de Alcalá, 54, 3rd floor',
      City: 'Madrid',
      PostalCode: '28014',
      Country: 'Spain',
      Hours: 'Monday to Friday, 9:00-18:00 (by appointment)',
    },
    Form: {
      Title: 'Write to us',
      Intro: 'Tell us how we can help. If your question is about a transaction, include the reference shown in your confirmation email.',
      Topics: [
        { Value: 'purchase', Label: 'A purchase' },
        { Value: 'sale', Label: 'A sale' },
        { Value: 'atm', Label: 'An ATM' },
        { Value: 'verification', Label: 'Identity verification' },
        { Value: 'other', Label: 'Something else' },
      ],
      SubmitLabel: 'Send message',
      SuccessMessage: 'Thank you, we have received your message. We will reply as soon as possible.',
      Privacy: 'We only use your data to answer your message, as described in our privacy policy.',
    },
    SEO: seo(
      'Contact',
      'Contact our team by phone, WhatsApp, Telegram or email. Support for purchases, sales, ATMs and stores.',
      'contact, bitcoin support, crypto customer service',
    ),
  },
};
