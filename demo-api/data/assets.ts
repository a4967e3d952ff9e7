import type { Localized } from '../types';

export interface AssetSeed {
  id: number;
  symbol: string;
  name: string;
  decimals: number;
  /** Reference price in EUR around which the simulated market moves. */
  basePriceEur: number;
  circulatingSupply: number;
  /** Yearly log-growth used to shape the long-term history (0 for stablecoins). */
  growth: number;
  /** Relative size of short-term moves. */
  volatility: number;
  description: Localized<string>;
}

export const USD_PER_EUR = 1.08;
export const PYG_PER_USD = 8000;

export const assets: AssetSeed[] = [
  {
    id: 1,
    symbol: 'BTC',
    name: 'Bitcoin',
    decimals: 8,
    basePriceEur: 62_500,
    circulatingSupply: 19_800_000,
    growth: 0.28,
    volatility: 0.035,
    description: {
      es: 'Bitcoin es la primera criptomoneda descentralizada. Su oferta está limitada a 21 millones de unidades y su red se mantiene mediante prueba de trabajo, lo que la ha convertido en la reserva de valor digital de referencia.',
      en: 'Bitcoin is the first decentralised cryptocurrency. Its supply is capped at 21 million coins and its network is secured by proof of work, which has made it the reference digital store of value.',
    },
  },
  {
    id: 2,
    symbol: 'ETH',
    name: 'Ethereum',
    decimals: 8,
    basePriceEur: 3_150,
    circulatingSupply: 120_500_000,
    growth: 0.4,
    volatility: 0.045,
    description: {
      es: 'Ethereum es una plataforma de contratos inteligentes sobre la que funcionan miles de aplicaciones descentralizadas, finanzas DeFi y tokens. Su moneda, el ether, paga las comisiones de la red.',
      en: 'Ethereum is a smart-contract platform that runs thousands of decentralised applications, DeFi protocols and tokens. Its currency, ether, pays the network fees.',
    },
  },
  {
    id: 3,
    symbol: 'USDT',
    name: 'Tether',
    decimals: 6,
    basePriceEur: 0.926,
    circulatingSupply: 140_000_000_000,
    growth: 0,
    volatility: 0.0008,
    description: {
      es: 'Tether (USDT) es una moneda estable cuyo valor sigue al dólar estadounidense. Se usa para mover dinero entre exchanges y para protegerse de la volatilidad sin salir del ecosistema cripto.',
      en: 'Tether (USDT) is a stablecoin pegged to the US dollar. It is used to move money between exchanges and to shelter from volatility without leaving the crypto ecosystem.',
    },
  },
  {
    id: 4,
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    basePriceEur: 0.926,
    circulatingSupply: 60_000_000_000,
    growth: 0,
    volatility: 0.0006,
    description: {
      es: 'USD Coin (USDC) es una moneda estable respaldada por reservas en efectivo y bonos del Tesoro de EE. UU., con informes de reservas publicados cada mes.',
      en: 'USD Coin (USDC) is a stablecoin backed by cash and short-term US Treasury reserves, with reserve reports published every month.',
    },
  },
  {
    id: 5,
    symbol: 'LTC',
    name: 'Litecoin',
    decimals: 8,
    basePriceEur: 78,
    circulatingSupply: 75_000_000,
    growth: 0.08,
    volatility: 0.04,
    description: {
      es: 'Litecoin nació en 2011 como una versión más ágil de Bitcoin: bloques cada 2,5 minutos y comisiones bajas, ideal para pagos del día a día.',
      en: 'Litecoin was launched in 2011 as a nimbler take on Bitcoin: blocks every 2.5 minutes and low fees, well suited to everyday payments.',
    },
  },
  {
    id: 6,
    symbol: 'XRP',
    name: 'XRP',
    decimals: 6,
    basePriceEur: 0.54,
    circulatingSupply: 57_000_000_000,
    growth: 0.12,
    volatility: 0.05,
    description: {
      es: 'XRP es el activo nativo del XRP Ledger, una red diseñada para liquidar pagos internacionales en segundos y con un coste mínimo.',
      en: 'XRP is the native asset of the XRP Ledger, a network designed to settle international payments in seconds at minimal cost.',
    },
  },
  {
    id: 7,
    symbol: 'SOL',
    name: 'Solana',
    decimals: 8,
    basePriceEur: 142,
    circulatingSupply: 470_000_000,
    growth: 0.6,
    volatility: 0.055,
    description: {
      es: 'Solana es una cadena de bloques de alto rendimiento capaz de procesar miles de transacciones por segundo, muy utilizada en pagos, NFT y aplicaciones financieras.',
      en: 'Solana is a high-throughput blockchain able to process thousands of transactions per second, widely used for payments, NFTs and financial apps.',
    },
  },
  {
    id: 8,
    symbol: 'ADA',
    name: 'Cardano',
    decimals: 6,
    basePriceEur: 0.41,
    circulatingSupply: 35_500_000_000,
    growth: 0.2,
    volatility: 0.05,
    description: {
      es: 'Cardano es una plataforma de prueba de participación desarrollada con metodología académica y revisión por pares, centrada en la seguridad y la sostenibilidad.',
      en: 'Cardano is a proof-of-stake platform built with an academic, peer-reviewed approach that focuses on security and sustainability.',
    },
  },
];
