import { lazy, Suspense } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { CnmvBanner } from './cnmv-banner';
import { LoaderBar } from './loader-bar';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { Snackbars } from './snackbars';
import { useGlobalEffects } from './use-global-effects';
import { useLang } from './use-lang';
import { UpdatePrompt } from '../offline/update-prompt';

const FloatingWidgets = lazy(() => import('../features/widgets/floating-widgets').then((m) => ({ default: m.FloatingWidgets })));

export function RootLayout() {
  const { t } = useTranslation();
  const lang = useLang();
  useGlobalEffects();
  // Keyed by language so every link is written again in the new language after a switch.
  return (
    <div className="app" key={lang}>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <LoaderBar />
      <SiteHeader />
      <CnmvBanner />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <Snackbars />
      <UpdatePrompt />
      <Suspense fallback={null}>
        <FloatingWidgets />
      </Suspense>
    </div>
  );
}
