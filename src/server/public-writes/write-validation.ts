// What the guard checks of a write's body before it counts it.

/** SPEC 5 and 7: the body of a call-back is exactly { to_number: 34 + a Spanish number, timeout 60, clir false, from_number? }. */
export function callBackBodyErrors(body: unknown): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!body || typeof body !== 'object' || Array.isArray(body)) return { body: ['The body must be a JSON object'] };
  const record = body as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !['to_number', 'timeout', 'clir', 'from_number'].includes(key));
  if (unknown.length) errors.body = [`Unknown fields: ${unknown.join(', ')}`];
  if (!(typeof record.to_number === 'number' && Number.isInteger(record.to_number) && /^34[6-9]\d{8}$/.test(String(record.to_number)))) {
    errors.to_number = ['to_number must be 34 followed by a Spanish number of 9 digits starting with 6, 7, 8 or 9'];
  }
  if (record.timeout !== 60) errors.timeout = ['timeout must be 60'];
  if (record.clir !== false) errors.clir = ['clir must be false'];
  if (record.from_number !== undefined && !(typeof record.from_number === 'number' && Number.isInteger(record.from_number))) {
    errors.from_number = ['from_number must be an integer'];
  }
  return errors;
}
