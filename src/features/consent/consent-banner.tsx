import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { PageLink } from '../../ui/page-link';
import { useMarketId } from '../../state/use-lang';
import { marketTable } from '../../markets/market-table';
import { saveConsent, useConsent } from './consent-store';
import { CONSENT_BANNER_CLASS, followConsentSheet } from './consent-sheet';
import { loadTagManager, unloadTagManager } from './tag-manager';
import './consent.css';

/** Loads or removes the tag manager as the stored choice says. */
function useTagManager() {
  const analytics = useConsent((s) => s.choice?.analytics ?? false);
  const containerId = marketTable[useMarketId()].tagManagerId;
  useEffect(() => {
    if (analytics) loadTagManager(containerId);
    else unloadTagManager(containerId);
  }, [analytics, containerId]);
}

/** The banner's height, while it is a fixed sheet, for what must stay above it (consent-sheet.ts). */
function useCoveredHeight(region: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const element = region.current;
    if (!open || !element) return;
    return followConsentSheet(element);
  }, [region, open]);
}

/**
 * The cookie banner: in the page flow above the header on wide screens, a compact sheet at the bottom on
 * phones; shown until the visitor chooses and again from the footer's cookie settings.
 */
export function ConsentBanner() {
  const { t } = useTranslation();
  useTagManager();
  const open = useConsent((s) => s.bannerOpen);
  const choice = useConsent((s) => s.choice);
  const reopened = useRef(false);
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    // Reopened from the footer: take the visitor to it.
    if (open && reopened.current) regionRef.current?.focus();
    reopened.current = true;
  }, [open]);
  useCoveredHeight(regionRef, open);
  if (!open) return null;
  return (
    <section ref={regionRef} className={CONSENT_BANNER_CLASS} aria-labelledby="consent-title" tabIndex={-1}>
      <div className="consent-inner">
        <div className="consent-text">
          <h2 id="consent-title">{t('consent.title')}</h2>
          <p>
            {t('consent.text')}{' '}
            <PageLink to="contentPage" params={{ slug: 'cookies-policy' }}>
              {t('consent.policy')}
            </PageLink>
          </p>
          {choice && <p className="consent-current">{choice.analytics ? t('consent.currentAccepted') : t('consent.currentRejected')}</p>}
        </div>
        <div className="consent-actions">
          <button type="button" className="button" onClick={() => saveConsent(true)}>
            {t('consent.accept')}
          </button>
          <button type="button" className="button secondary" onClick={() => saveConsent(false)}>
            {t('consent.reject')}
          </button>
        </div>
      </div>
    </section>
  );
}
