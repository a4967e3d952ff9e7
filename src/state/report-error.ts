// Applies the error catalogue's outcome: snackbars, the web session cookie, the 404 page.
import { outcomeForError } from './error-catalogue';
import { WEB_SESSION_COOKIE } from '../api/clients';
import { removeCookie } from '../api/session-cookie';
import { i18n, i18nReady, isI18nReady } from '../i18n/i18n';
import { showSnackbar } from './app-store';

let goTo404: () => void = () => undefined;

/** Start-up hands over how to reach the 404 page once the router exists. */
export function setNotFoundNavigator(navigate: () => void) {
  goTo404 = navigate;
}

export function reportError(error: unknown, { navigate = true }: { navigate?: boolean } = {}) {
  // The server has nobody to show a message to; its answer's status says what went wrong.
  if (typeof window === 'undefined') return;
  // A route's content can fail while start-up is still loading the translations.
  if (!isI18nReady()) {
    void i18nReady.then(() => reportError(error, { navigate }));
    return;
  }
  const outcome = outcomeForError(error, (key, values) => i18n.t(key, values));
  if (outcome.removeWebSession) removeCookie(WEB_SESSION_COOKIE);
  outcome.snackbars.forEach(({ severity, message }) => showSnackbar(severity, message));
  if (outcome.goTo404 && navigate) goTo404();
}
