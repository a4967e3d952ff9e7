import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { CnmvBanner } from './cnmv-banner';
import { LoaderBar } from './loader-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Snackbars } from './snackbars';
import { useGlobalEffects } from './use-global-effects';
import { useLang } from './use-lang';
import { UpdatePrompt } from '../offline/update-prompt';
import { ConsentBanner } from '../features/consent/consent-banner';
import { ConsentSettingsLink } from '../features/consent/consent-settings-link';
import { OfflineStatus } from '../offline/offline-status';
import { ExchangeBar } from './exchange-bar';
import { WhenIdle } from './when-idle';
import { endHydration } from './render-clock';

// Below the fold on every page: the sign-up form loads after the page, keeping it out of the first-load bundle.
const loadNewsletterForm = () => import('../features/newsletter/newsletter-form');
const loadFloatingWidgets = () => import('../features/widgets/floating-widgets');
const NewsletterForm = lazy(() => loadNewsletterForm().then((m) => ({ default: m.NewsletterForm })));
const FloatingWidgets = lazy(() => loadFloatingWidgets().then((m) => ({ default: m.FloatingWidgets })));

/*
 * The page and the footer are Suspense boundaries so that React takes them over in a pass of their own
 * after the header's (a dehydrated boundary is hydrated later, at low priority): the commit and the
 * effects of a whole page were one long task each. Nothing in them suspends once the route has loaded,
 * so the fallback is never seen. They are constant elements: if the layout renders again before they are
 * taken over (a menu opened early), React skips the same element, where new props would make it take
 * the boundary over at once, in one long task.
 */
const pageArea = (
  <Suspense fallback={null}>
    <Outlet />
  </Suspense>
);
const footerArea = (
  <Suspense fallback={null}>
    <SiteFooter bottom={<ConsentSettingsLink />}>
      <div className="footer-newsletter-slot">
        <WhenIdle load={loadNewsletterForm}>
          <Suspense fallback={null}>
            <NewsletterForm id="footer-newsletter" />
          </Suspense>
        </WhenIdle>
      </div>
    </SiteFooter>
  </Suspense>
);

export function RootLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  useGlobalEffects();
  // Hydration (or the shell's first render) is over once the layout's effects run: clocks read the real
  // time from now on, and tests and tools can tell that the client has taken over. The page and footer
  // boundaries below follow within a few tasks; an event aimed at them before that makes React take
  // that part over at once and then deliver it (React's selective hydration).
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
      <ConsentBanner />
      <LoaderBar />
      <SiteHeader />
      <OfflineStatus />
      <CnmvBanner />
      <ExchangeBar />
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
