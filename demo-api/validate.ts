import type { Context } from 'hono';
import { badRequest, unprocessable, type FieldErrors } from './errors';

export const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** Reads a JSON object body or answers 400; an empty body reads as {}. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw badRequest('Request body is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw badRequest('Request body must be a JSON object');
  return parsed as Record<string, unknown>;
}

/** Collects field errors and throws one 422 with all of them. */
export class FieldCheck {
  readonly errors: FieldErrors = {};

  check(field: string, ok: boolean, message: string): this {
    if (!ok) (this.errors[field] ??= []).push(message);
    return this;
  }

  required(field: string, value: unknown, max = 200): this {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return this.check(field, false, 'Field required');
    return this.check(field, typeof value === 'string' && value.length <= max, `Must have max ${max} characters`);
  }

  done(message = 'The given data was invalid'): void {
    if (Object.keys(this.errors).length > 0) throw unprocessable(this.errors, message);
  }
}

/** Parses an optional positive integer query value; 400 when present but malformed. */
export function optionalInt(raw: string | undefined, name: string, min: number, max: number): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw badRequest(`${name} must be an integer`);
  const n = Number(raw);
  if (n < min || n > max) throw badRequest(`${name} must be between ${min} and ${max}`);
  return n;
}

export function requiredNumber(raw: string | undefined, name: string, min: number, max: number): number {
  if (raw === undefined || raw.trim() === '') throw badRequest(`${name} is required`);
  const n = Number(raw);
  if (!Number.isFinite(n) || n < min || n > max) throw badRequest(`${name} must be a number between ${min} and ${max}`);
  return n;
}

/** Accept-Language (or an explicit locale) to one of the two content languages. */
export function langFrom(value: string | undefined | null): 'es' | 'en' {
  return value && /^\s*en\b/i.test(value) ? 'en' : 'es';
}
