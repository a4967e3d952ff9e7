/** Invented brand used across the demo copy; change it here only. */
export const BRAND = 'CryptoPlaza';
