import { RELOAD_FLAG } from './reload-flag';

/**
 * Runs the app's start-up; when it fails (routing or start-up), reloads the page once, and a second
 * failure shows a plain message instead of looping.
 */
export function startAppOrExplain(start: () => Promise<void>) {
  start().then(
    () => sessionStorage.removeItem(RELOAD_FLAG),
    (error: unknown) => {
      console.warn('Start-up failed', error);
      if (!sessionStorage.getItem(RELOAD_FLAG)) {
        sessionStorage.setItem(RELOAD_FLAG, '1');
        window.location.reload();
        return;
      }
      sessionStorage.removeItem(RELOAD_FLAG);
      document.getElementById('root')!.innerHTML =
        '<div class="page"><h1>CryptoPlaza</h1><p>No se pudo cargar la página. / The page could not be loaded.</p><p><a href="/">Reintentar / Retry</a></p></div>';
    },
  );
}
