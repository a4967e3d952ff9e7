// SPEC 5: the number field accepts an optional minus sign, digits and at most one decimal point
// followed by up to 8 decimals. Partial entries ('', '-', '1.') are valid so typing can reach a number.
const MAX_DECIMALS = 8;

const NUMBER_INPUT = new RegExp(`^-?\\d*(?:\\.\\d{0,${MAX_DECIMALS}})?$`);

function isValidNumberInput(value: string): boolean {
  return NUMBER_INPUT.test(value);
}

/** The value the field keeps after an edit: the typed text when valid, otherwise the previous value. */
export function nextNumberInput(previous: string, typed: string): string {
  return isValidNumberInput(typed) ? typed : previous;
}
