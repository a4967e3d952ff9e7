import { Suspense, useEffect } from 'react';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { CnmvBanner } from './cnmv-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useGlobalEffects } from './use-global-effects';
import { useLang } from '../state/use-lang';
import { endHydration } from '../state/render-clock';
import { Island } from '../ui/islands';
import { island as consentBanner } from './islands/consent-banner-island';
import { island as consentSettings } from './islands/consent-settings-island';
import { island as exchangeBar } from './islands/exchange-bar-island';
import { island as floatingWidgets } from './islands/floating-widgets-island';
import { island as loaderBar } from './islands/loader-bar-island';
import { island as newsletter } from './islands/newsletter-island';
import { island as notices } from './islands/notices-island';
import { island as offlineStatus } from './islands/offline-status-island';
import { island as lightModeNote } from './islands/light-mode-island';
import { useLightMode } from '../state/light-mode';

/*
 * The layout. On a first document its header, risk warning and footer text are the server's HTML (the
 * menus are HTML popovers), and its controls are islands: the consent banner, the loader bar, the
 * offline and outbox status, light mode's line, the exchange bar, the footer's sign-up and cookie settings,
 * the notices and the floating widgets.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  const light = useLightMode();
  const withExchangeBar = useRouterState({ select: (state) => state.matches.at(-1)?.staticData.exchangeBar === true });
  useGlobalEffects();
  // The first commit is over once the layout's effects run: tests and tools can tell the app has rendered.
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.client = 'app';
  }, []);
  // Keyed by language so every link is written again in the new language after a switch.
  return (
    <div className="app" key={lang}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Island of={consentBanner} props={{}} />
      <Island of={loaderBar} props={{}} />
      <SiteHeader />
      <Island of={offlineStatus} props={{}} />
      {/* At idle: a visitor who asked for everything earlier in the visit sees it go on a new document. */}
      {light && <Island of={lightModeNote} props={{}} />}
      <CnmvBanner />
      {withExchangeBar && <Island of={exchangeBar} props={{}} />}
      <main id="main" tabIndex={-1}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter bottom={<Island of={consentSettings} props={{}} />}>
        <div className="footer-newsletter-slot">
          <Island of={newsletter} props={{ id: 'footer-newsletter' }} />
        </div>
      </SiteFooter>
      <Island of={notices} props={{}} />
      {/* The chat links open the Telegram app on a phone without waking (chat-link-urls.ts). */}
      <Island of={floatingWidgets} props={{}} />
    </div>
  );
}
