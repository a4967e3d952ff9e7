// The visitor's cookie choice as kept in local storage: read by the consent store, and by the entry,
// which wakes the banner only for a visitor who has already chosen (the server's HTML shows it open).
export const CONSENT_STORAGE_KEY = 'cookie-consent';

export interface ConsentChoice {
  analytics: boolean;
  /** When the choice was made (ISO), for the record. */
  at: string;
}

export function readConsent(): ConsentChoice | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as ConsentChoice).analytics === 'boolean') return parsed as ConsentChoice;
  } catch {
    // An unreadable record counts as no choice.
  }
  return null;
}
