// The visitor's cookie choice (analytics yes or no), kept in local storage under its own key, and
// whether the banner is showing. No choice yet means the banner shows and nothing third-party loads.
import { createStore, useStoreValue } from '../../lib/create-store';

const CONSENT_STORAGE_KEY = 'cookie-consent';

export interface ConsentChoice {
  analytics: boolean;
  /** When the choice was made (ISO), for the record. */
  at: string;
}

function readConsent(): ConsentChoice | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null') as unknown;
    if (parsed && typeof parsed === 'object' && typeof (parsed as ConsentChoice).analytics === 'boolean') return parsed as ConsentChoice;
  } catch {
    // An unreadable record counts as no choice.
  }
  return null;
}

const initial = typeof window === 'undefined' ? null : readConsent();

// The server never knows the visitor's choice: its HTML shows the banner, as a first visit sees it.
const consentStore = createStore<{ choice: ConsentChoice | null; bannerOpen: boolean }>(
  { choice: initial, bannerOpen: initial === null },
  { choice: null, bannerOpen: true },
);

export function saveConsent(analytics: boolean) {
  const choice = { analytics, at: new Date().toISOString() };
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Private modes may refuse storage; the choice still holds for this visit.
  }
  consentStore.set({ choice, bannerOpen: false });
}

export const openConsentSettings = () => consentStore.set({ bannerOpen: true });

export const useConsent = <S>(select: (state: { choice: ConsentChoice | null; bannerOpen: boolean }) => S) =>
  useStoreValue(consentStore, select);
