// Reference code of an exchange request (SPEC 3 refCode): it names the request in the chat and is the
// lead's idempotency key, so it must be unique per request. 12 symbols of a 32-letter alphabet give
// 60 random bits; 256 is a multiple of 32, so every symbol is equally likely.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const LENGTH = 12;

export function newRefCode(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
  const symbols = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
  return `CP-${symbols.slice(0, 4)}-${symbols.slice(4, 8)}-${symbols.slice(8)}`;
}
