import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { CnmvBanner } from './cnmv-banner';
import { LoaderBar } from './loader-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Snackbars } from '../ui/snackbars';
import { useGlobalEffects } from './use-global-effects';
import { useLang } from '../state/use-lang';
import { UpdatePrompt } from '../offline/update-prompt';
import { ConsentBanner } from '../features/consent/consent-banner';
import { ConsentSettingsLink } from '../features/consent/consent-settings-link';
import { OfflineStatus } from '../offline/offline-status';
import { ExchangeBar } from './exchange-bar';
import { WhenIdle } from '../ui/when-idle';
import { endHydration } from '../state/render-clock';
import { Island, Static } from '../ui/islands';

// Their code is not part of the first load: the footer sign-up form and the floating widgets mount a
// moment after the page has loaded, in idle time.
const loadNewsletterForm = () => import('../features/newsletter/newsletter-form');
const loadFloatingWidgets = () => import('../features/widgets/floating-widgets');
const NewsletterForm = lazy(() => loadNewsletterForm().then((m) => ({ default: m.NewsletterForm })));
const FloatingWidgets = lazy(() => loadFloatingWidgets().then((m) => ({ default: m.FloatingWidgets })));

/*
 * The layout's parts on the first document (islands.tsx): the header, the consent banner and the
 * footer's controls are islands; the risk warning and the footer's text stay the server's HTML. They are
 * constant elements, so a render of the layout (a menu opened) never reaches a part still waiting.
 */
const header = (
  <Island wake="interaction">
    <SiteHeader />
  </Island>
);
const consentBanner = (
  <Island wake="idle">
    <ConsentBanner />
  </Island>
);
const riskWarning = (
  <Static>
    <CnmvBanner />
  </Static>
);
const exchangeBar = (
  <Island wake="interaction">
    <ExchangeBar />
  </Island>
);
const pageArea = (
  <Suspense fallback={null}>
    <Outlet />
  </Suspense>
);
const footerArea = (
  <SiteFooter
    bottom={
      <Island wake="interaction">
        <ConsentSettingsLink />
      </Island>
    }
  >
    <div className="footer-newsletter-slot">
      <WhenIdle load={loadNewsletterForm}>
        <Suspense fallback={null}>
          <NewsletterForm id="footer-newsletter" />
        </Suspense>
      </WhenIdle>
    </div>
  </SiteFooter>
);

export function RootLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  useGlobalEffects();
  // The first commit (hydration or the shell's first render) is over once the layout's effects run: tests
  // and tools can tell that the client has taken over. The islands wake as they are needed.
  useEffect(() => {
    endHydration();
    document.documentElement.dataset.client = 'ready';
  }, []);
  // Keyed by language so every link is written again in the new language after a switch.
  return (
    <div className="app" key={lang}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      {consentBanner}
      <LoaderBar />
      {header}
      <OfflineStatus />
      {riskWarning}
      {exchangeBar}
      <main id="main" tabIndex={-1}>
        {pageArea}
      </main>
      {footerArea}
      <Snackbars />
      <UpdatePrompt />
      <WhenIdle load={loadFloatingWidgets}>
        <Suspense fallback={null}>
          <FloatingWidgets />
        </Suspense>
      </WhenIdle>
    </div>
  );
}
