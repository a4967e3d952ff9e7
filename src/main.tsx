// The entry. The server's page asks for React DOM and start-up along with this file (page-assets.ts),
// so nothing else may be imported dynamically here.
//
// A page the server rendered is taken over only when the app is needed (start-when-needed.ts); until
// then the inline recorder keeps what the visitor types, clicks and submits, and start-up plays it back
// (early-events.ts). The service worker's shell has nothing to show without the app: it starts at once.
import { RELOAD_FLAG } from './start-up/reload-flag';
import { serverStateText } from './start-up/ssr-state';
import { startWhenNeeded } from './start-up/start-when-needed';
import './styles/app.css';

async function boot() {
  await import('react-dom/client');
  const { start } = await import('./start');
  await start();
}

function run() {
  boot().catch((error: unknown) => {
    console.warn('Start-up failed', error);
    // Reload once if routing or start-up fails; a second failure shows a plain message instead of looping.
    if (!sessionStorage.getItem(RELOAD_FLAG)) {
      sessionStorage.setItem(RELOAD_FLAG, '1');
      window.location.reload();
      return;
    }
    sessionStorage.removeItem(RELOAD_FLAG);
    document.getElementById('root')!.innerHTML =
      '<div class="page"><h1>CryptoPlaza</h1><p>No se pudo cargar la página. / The page could not be loaded.</p><p><a href="/">Reintentar / Retry</a></p></div>';
  });
}

if (serverStateText()) startWhenNeeded(run);
else run();
