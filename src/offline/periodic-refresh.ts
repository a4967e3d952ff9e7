// Asks the browser to wake the service worker now and then to renew prices and lists (Periodic
// Background Sync; what and how often: src/contracts/background-refresh.ts). Chromium grants the
// permission only to an installed app the visitor uses, so the permission is what says "installed".
// Where the API is missing (Firefox, Safari) or refused, nothing is registered and nothing breaks.
import { BACKGROUND_REFRESHES } from '../contracts/background-refresh';

interface PeriodicSyncManager {
  register(tag: string, options?: { minInterval?: number }): Promise<void>;
}

/**
 * Registers each background refresh once the service worker is active. Call it after the service worker
 * is registered; it returns the tags registered (none without the API or the permission).
 */
export async function registerPeriodicRefresh(): Promise<string[]> {
  if (!('serviceWorker' in navigator) || !('permissions' in navigator)) return [];
  const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & { periodicSync?: PeriodicSyncManager };
  const periodicSync = registration.periodicSync;
  if (!periodicSync) return [];
  const permission = await navigator.permissions
    .query({ name: 'periodic-background-sync' as PermissionName })
    .then((status) => status.state)
    .catch(() => 'unsupported');
  if (permission !== 'granted') return [];
  const registered: string[] = [];
  for (const { tag, minInterval } of BACKGROUND_REFRESHES) {
    // Registering a tag again only updates its interval.
    const done = await periodicSync.register(tag, { minInterval }).then(
      () => true,
      () => false,
    );
    if (done) registered.push(tag);
  }
  return registered;
}
