// The visitor's cookie choice (analytics yes or no), kept in local storage under its own key, and
// whether the banner is showing. No choice yet means the banner shows and nothing third-party loads.
import { createStore } from '../../lib/create-store';
import { useStoreValue } from '../../lib/use-store-value';
import { CONSENT_STORAGE_KEY, readConsent, type ConsentChoice } from './consent-record';

export type { ConsentChoice };

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
