// The market's tag-manager container, injected only once the visitor accepts analytics.
// A failed load (blocked, offline) only fires the element's error event: nothing else depends on it.

export const TAG_MANAGER_ORIGIN = 'https://www.googletagmanager.com';

const tagManagerSrc = (containerId: string) => `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(containerId)}`;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function loadTagManager(containerId: string): HTMLScriptElement | null {
  if (!containerId) return null;
  const src = tagManagerSrc(containerId);
  const existing = document.querySelector<HTMLScriptElement>(`script[src="${src}"]`);
  if (existing) return existing;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  script.dataset.consent = 'analytics';
  document.head.append(script);
  return script;
}

/** Withdrawing consent removes the container; what it already set up ends with the next page load. */
export function unloadTagManager(containerId: string) {
  document.querySelector(`script[src="${tagManagerSrc(containerId)}"]`)?.remove();
}
