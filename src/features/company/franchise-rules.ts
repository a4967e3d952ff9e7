import { alphabetic, email, maxLength, phone, required, selected, validateFields, type FieldIssue, type Rule } from '../../ui/field-rules';
import type { MarketCode } from '../../markets/market-table';
import { hasPostalCodes, isValidPostalCode, normalizePostalCode } from './postal-code';

export interface FranchiseValues {
  name: string;
  email: string;
  phone: string;
  city: string;
  postalCode: string;
  investment: string;
  interests: string[];
}

export type FranchiseField = keyof FranchiseValues;

export const emptyFranchise: FranchiseValues = { name: '', email: '', phone: '', city: '', postalCode: '', investment: '', interests: [] };

/** What the service stores for a market without postal codes (it needs a value). */
const NO_POSTAL_CODE = 'N/A';

const postalCode =
  (market: MarketCode, country: string): Rule =>
  (value) =>
    !value.trim() || isValidPostalCode(market, value) ? null : { key: 'validation.invalidPostalCode', params: { country } };

/** Field order here is the form's order, so focus goes to the first problem on the page. */
export function validateFranchise(
  values: FranchiseValues,
  market: MarketCode,
  country: string,
): Partial<Record<FranchiseField, FieldIssue>> {
  const issues = validateFields(
    { ...values, interests: values.interests.join(',') },
    {
      name: [required, alphabetic, maxLength(80)],
      email: [required, email, maxLength(254)],
      phone: [required, phone, maxLength(20)],
      city: [required, alphabetic, maxLength(80)],
      postalCode: hasPostalCodes(market) ? [required, postalCode(market, country)] : [maxLength(10)],
      investment: [selected],
      interests: [selected],
    },
  );
  return issues;
}

export function franchiseBody(values: FranchiseValues, market: MarketCode) {
  const code = normalizePostalCode(values.postalCode);
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    city: values.city.trim(),
    postalCode: code || (hasPostalCodes(market) ? code : NO_POSTAL_CODE),
    investment: values.investment,
    interests: values.interests,
  };
}
