import type { Localized } from '../types';

export interface TeamSeed {
  id: number;
  name: string;
  role: Localized<string>;
  bio: Localized<string>;
  photo: string;
}

export const teams: TeamSeed[] = [
  {
    id: 1,
    name: 'Alejandro Ruiz',
    photo: '/images/team/alejandro-ruiz.jpg',
    role: { es: 'Consejero delegado y cofundador', en: 'CEO and co-founder' },
    bio: {
      es: 'Ingeniero de telecomunicaciones. Instaló el primer cajero de la empresa en 2017 y lidera la expansión internacional.',
      en: 'Telecommunications engineer. Installed the company’s first ATM in 2017 and leads its international expansion.',
    },
  },
  {
    id: 2,
    name: 'Lucía Fernández',
    photo: '/images/team/lucia-fernandez.jpg',
    role: { es: 'Directora de operaciones y cofundadora', en: 'COO and co-founder' },
    bio: {
      es: 'Diez años en banca minorista. Coordina la red de cajeros, la logística de efectivo y las tiendas asociadas.',
      en: 'Ten years in retail banking. Runs the ATM network, cash logistics and partner stores.',
    },
  },
  {
    id: 3,
    name: 'Martín Acosta',
    photo: '/images/team/martin-acosta.jpg',
    role: { es: 'Director de tecnología', en: 'CTO' },
    bio: {
      es: 'Especialista en sistemas de pago. Dirige el desarrollo del exchange, la app y el software de los cajeros.',
      en: 'Payments systems specialist. Leads development of the exchange, the app and the ATM software.',
    },
  },
  {
    id: 4,
    name: 'Carmen Ortega',
    photo: '/images/team/carmen-ortega.jpg',
    role: { es: 'Directora de cumplimiento normativo', en: 'Head of Compliance' },
    bio: {
      es: 'Abogada experta en prevención del blanqueo de capitales y en el Reglamento MiCA.',
      en: 'Lawyer specialising in anti-money-laundering rules and the MiCA Regulation.',
    },
  },
  {
    id: 5,
    name: 'Diego Benítez',
    photo: '/images/team/diego-benitez.jpg',
    role: { es: 'Responsable de Latinoamérica', en: 'Head of Latin America' },
    bio: {
      es: 'Desde Asunción, abrió los mercados de Paraguay, Panamá, Argentina, Costa Rica y Bolivia.',
      en: 'Based in Asunción, he opened the Paraguay, Panama, Argentina, Costa Rica and Bolivia markets.',
    },
  },
  {
    id: 6,
    name: 'Sara Jiménez',
    photo: '/images/team/sara-jimenez.jpg',
    role: { es: 'Responsable de atención al cliente', en: 'Head of Customer Support' },
    bio: {
      es: 'Su equipo responde por teléfono, WhatsApp y Telegram siete días a la semana.',
      en: 'Her team answers by phone, WhatsApp and Telegram seven days a week.',
    },
  },
  {
    id: 7,
    name: 'Pablo Navarro',
    photo: '/images/team/pablo-navarro.jpg',
    role: { es: 'Responsable de franquicias', en: 'Head of Franchising' },
    bio: {
      es: 'Acompaña a los nuevos socios desde la elección del local hasta la primera operación.',
      en: 'Guides new partners from choosing the premises to their first transaction.',
    },
  },
];
