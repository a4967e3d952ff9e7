import type { Localized, SeoBlock } from '../../types';
import { marketById } from '../markets';
import { seo } from './seo';

export interface ContactContent {
  Title: string;
  Intro: string;
  Channels: { Type: 'phone' | 'whatsapp' | 'telegram' | 'email'; Label: string; Value: string; Text: string }[];
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

const spain = marketById.get(1);
const phone = spain?.Phone ?? '';
const whatsapp = spain?.Whatsapp ?? '';
const telegram = spain?.Telegram ?? '';

export const contact: Localized<ContactContent> = {
  es: {
    Title: 'Contacto',
    Intro:
      'Estamos para ayudarte con tus compras, ventas y dudas sobre cajeros y tiendas. Respondemos en menos de 24 horas laborables, y por teléfono al momento en horario de oficina.',
    Channels: [
      { Type: 'phone', Label: 'Teléfono', Value: phone, Text: 'De lunes a viernes de 9:00 a 20:00 y sábados de 10:00 a 14:00.' },
      { Type: 'whatsapp', Label: 'WhatsApp', Value: whatsapp, Text: 'Escríbenos y te contestamos en minutos en horario de atención.' },
      { Type: 'telegram', Label: 'Telegram', Value: telegram, Text: 'Canal de soporte con avisos de mantenimiento y novedades.' },
      { Type: 'email', Label: 'Correo', Value: 'hola@cryptoplaza.example', Text: 'Para consultas detalladas o envío de documentación.' },
    ],
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
    Channels: [
      { Type: 'phone', Label: 'Phone', Value: phone, Text: 'Monday to Friday 9:00 to 20:00 and Saturdays 10:00 to 14:00 (Madrid time).' },
      { Type: 'whatsapp', Label: 'WhatsApp', Value: whatsapp, Text: 'Message us and we reply within minutes during support hours.' },
      { Type: 'telegram', Label: 'Telegram', Value: telegram, Text: 'Support channel with maintenance notices and news.' },
      { Type: 'email', Label: 'Email', Value: 'hola@cryptoplaza.example', Text: 'For detailed questions or sending documents.' },
    ],
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
