// The call-me phone rules (SPEC 5 and 9), checked in this order; the first that fails gives the message.
import { cleanPhoneInput } from '../../ui/phone-field';

const PHONE_DIGITS = 9;
export const COUNTRY_PREFIX = '34';

export type PhoneMessage = 'validation.writeNumber' | 'validation.phoneDigits' | 'validation.validPhone';

const phoneRules: ReadonlyArray<{ message: PhoneMessage; fails: (phone: string) => boolean }> = [
  { message: 'validation.writeNumber', fails: (phone) => phone === '' },
  { message: 'validation.phoneDigits', fails: (phone) => phone.length !== PHONE_DIGITS },
  { message: 'validation.validPhone', fails: (phone) => !/^[6-9]\d{8}$/.test(phone) },
];

const INTERNATIONAL_PREFIX = new RegExp(`^(?:\\+|00)${COUNTRY_PREFIX}`);
const BARE_PREFIX = new RegExp(`^${COUNTRY_PREFIX}(?=\\d{${PHONE_DIGITS}}$)`);

/**
 * Pasted numbers lose their spaces, dots, dashes and brackets, and one +34, 0034 or bare 34 country prefix:
 * one only, so '0034 34 612 345 678' keeps eleven digits and is told it needs nine.
 */
function normalisePhone(raw: string): string {
  const cleaned = cleanPhoneInput(raw.trim()) ?? raw.trim();
  const national = cleaned.replace(INTERNATIONAL_PREFIX, '');
  return national !== cleaned ? national : cleaned.replace(BARE_PREFIX, '');
}

/** The normalised phone and the message of the first rule it breaks, or null when it passes. */
export function validatePhone(raw: string): { phone: string; error: PhoneMessage | null } {
  const phone = normalisePhone(raw);
  return { phone, error: phoneRules.find((rule) => rule.fails(phone))?.message ?? null };
}
