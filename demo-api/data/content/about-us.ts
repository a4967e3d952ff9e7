import type { Localized, SeoBlock } from '../../types';
import { BRAND } from '../brand';
import { seo } from './seo';

export interface AboutUsContent {
  Title: string;
  Intro: string;
  Mission: { Title: string; Text: string };
  Values: { Title: string; Text: string }[];
  TimelineTitle: string;
  Timeline: { year: number; title: string; text: string }[];
  TeamTitle: string;
  JobsTitle: string;
  JobsIntro: string;
  Jobs: { title: string; location: string; type: string; description: string }[];
  SEO: SeoBlock;
}

export const aboutUs: Localized<AboutUsContent> = {
  es: {
    Title: 'Quiénes somos',
    Intro: `${BRAND} nació en Madrid con una idea sencilla: que comprar bitcoin fuera tan fácil y fiable como cambiar divisas en una oficina de barrio. Hoy operamos en seis países con cajeros, tiendas asociadas y un exchange online.`,
    Mission: {
      Title: 'Nuestra misión',
      Text: 'Acercar las criptomonedas a cualquier persona, con o sin cuenta bancaria, combinando tecnología, atención presencial y un cumplimiento normativo estricto.',
    },
    Values: [
      { Title: 'Transparencia', Text: 'Mostramos el precio final y las comisiones antes de cada operación. Sin sorpresas.' },
      { Title: 'Cercanía', Text: 'Detrás de cada cajero hay personas reales que responden al teléfono.' },
      { Title: 'Seguridad', Text: 'Tus criptomonedas van directas a tu monedero; nunca las custodiamos.' },
      { Title: 'Cumplimiento', Text: 'Aplicamos la normativa de prevención del blanqueo de capitales en todos los mercados.' },
    ],
    TimelineTitle: 'Nuestra historia',
    Timeline: [
      {
        year: 2017,
        title: 'Primer cajero',
        text: 'Instalamos nuestro primer cajero de bitcoin en un local de la calle de Fuencarral, en Madrid.',
      },
      {
        year: 2018,
        title: 'Tiendas asociadas',
        text: 'Abrimos la red de tiendas asociadas con los primeros estancos y locutorios de Madrid y Barcelona.',
      },
      { year: 2020, title: 'Exchange online', text: 'Lanzamos la compra y venta online con tarjeta y transferencia.' },
      {
        year: 2022,
        title: 'Registro en el Banco de España',
        text: 'Quedamos inscritos como proveedor de servicios de cambio de moneda virtual y custodia de monederos.',
      },
      {
        year: 2023,
        title: 'Salto a Latinoamérica',
        text: 'Abrimos operaciones en Paraguay y Panamá, con cajeros en Asunción y Ciudad de Panamá.',
      },
      { year: 2025, title: 'Seis países', text: 'Llegamos a Argentina, Costa Rica y Bolivia y superamos los 150 cajeros activos.' },
    ],
    TeamTitle: 'El equipo',
    JobsTitle: 'Trabaja con nosotros',
    JobsIntro:
      'Buscamos personas curiosas que quieran hacer las criptomonedas más accesibles. Trabajo híbrido, formación continua y un equipo de nueve nacionalidades.',
    Jobs: [
      {
        title: 'Desarrollador/a frontend sénior',
        location: 'Madrid (híbrido)',
        type: 'Jornada completa',
        description: 'Construirás nuestra web y el exchange con React y TypeScript, cuidando el rendimiento y la accesibilidad.',
      },
      {
        title: 'Analista de cumplimiento normativo',
        location: 'Madrid',
        type: 'Jornada completa',
        description: 'Revisarás operaciones y expedientes de clientes conforme a la normativa de prevención del blanqueo de capitales.',
      },
      {
        title: 'Técnico/a de campo de cajeros',
        location: 'Barcelona',
        type: 'Jornada completa',
        description: 'Instalarás y mantendrás los cajeros de Cataluña y coordinarás la reposición de efectivo.',
      },
      {
        title: 'Agente de atención al cliente',
        location: 'Asunción (Paraguay)',
        type: 'Media jornada',
        description: 'Atenderás a clientes por teléfono, WhatsApp y Telegram, en español y guaraní.',
      },
    ],
    SEO: seo(
      'Quiénes somos',
      `Conoce la historia, la misión y el equipo de ${BRAND}, y las ofertas de empleo abiertas.`,
      'quiénes somos, empresa bitcoin, empleo cripto',
    ),
  },
  en: {
    Title: 'Who we are',
    Intro: `${BRAND} was born in Madrid with a simple idea: buying bitcoin should be as easy and trustworthy as changing currency at a neighbourhood bureau. Today we operate in six countries with ATMs, partner stores and an online exchange.`,
    Mission: {
      Title: 'Our mission',
      Text: 'To bring cryptocurrency within reach of anyone, banked or not, by combining technology, face-to-face service and strict regulatory compliance.',
    },
    Values: [
      { Title: 'Transparency', Text: 'We show the final price and fees before every transaction. No surprises.' },
      { Title: 'Approachability', Text: 'Behind every ATM there are real people who answer the phone.' },
      { Title: 'Security', Text: 'Your coins go straight to your wallet; we never hold them.' },
      { Title: 'Compliance', Text: 'We apply anti-money-laundering rules in every market.' },
    ],
    TimelineTitle: 'Our story',
    Timeline: [
      { year: 2017, title: 'First ATM', text: 'We installed our first bitcoin ATM in a shop on Calle de Fuencarral, Madrid.' },
      {
        year: 2018,
        title: 'Partner stores',
        text: 'We opened the partner store network with the first tobacconists and call shops in Madrid and Barcelona.',
      },
      { year: 2020, title: 'Online exchange', text: 'We launched online buying and selling by card and bank transfer.' },
      {
        year: 2022,
        title: 'Bank of Spain registration',
        text: 'We were registered as a provider of virtual currency exchange and wallet custody services.',
      },
      {
        year: 2023,
        title: 'Into Latin America',
        text: 'We started operating in Paraguay and Panama, with ATMs in Asunción and Panama City.',
      },
      { year: 2025, title: 'Six countries', text: 'We reached Argentina, Costa Rica and Bolivia and passed 150 active ATMs.' },
    ],
    TeamTitle: 'The team',
    JobsTitle: 'Work with us',
    JobsIntro:
      'We are looking for curious people who want to make crypto more accessible. Hybrid work, ongoing training and a team of nine nationalities.',
    Jobs: [
      {
        title: 'Senior frontend developer',
        location: 'Madrid (hybrid)',
        type: 'Full time',
        description: 'You will build our website and exchange with React and TypeScript, with care for performance and accessibility.',
      },
      {
        title: 'Compliance analyst',
        location: 'Madrid',
        type: 'Full time',
        description: 'You will review transactions and customer files under anti-money-laundering regulations.',
      },
      {
        title: 'ATM field technician',
        location: 'Barcelona',
        type: 'Full time',
        description: 'You will install and maintain the ATMs in Catalonia and coordinate cash replenishment.',
      },
      {
        title: 'Customer support agent',
        location: 'Asunción (Paraguay)',
        type: 'Part time',
        description: 'You will help customers by phone, WhatsApp and Telegram, in Spanish and Guaraní.',
      },
    ],
    SEO: seo(
      'Who we are',
      `Meet ${BRAND}: our story, mission and team, plus our open positions.`,
      'about us, bitcoin company, crypto jobs',
    ),
  },
};
