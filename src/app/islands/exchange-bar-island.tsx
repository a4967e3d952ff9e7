import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { defineIsland } from '../../ui/islands';

// The calculator's code is fetched only when the visitor opens the bar.
const ExchangeCalculator = lazy(() =>
  import('../../features/exchange/exchange-calculator').then((m) => ({ default: m.ExchangeCalculator })),
);

/** The exchange bar of routes whose meta asks for one (route table `exchangeBar`): a calculator on demand. */
export function ExchangeBar() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="exchange-bar" aria-label={t('common.exchangeBar.label')}>
      <div className="exchange-bar-inner">
        <span>{t('common.exchangeBar.text')}</span>
        <button type="button" className="button" aria-expanded={open} aria-controls="exchange-bar-panel" onClick={() => setOpen(!open)}>
          {open ? t('common.exchangeBar.close') : t('common.exchangeBar.open')}
        </button>
      </div>
      {open && (
        <div id="exchange-bar-panel" className="exchange-bar-panel">
          <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
            <ExchangeCalculator />
          </Suspense>
        </div>
      )}
    </section>
  );
}

export const island = defineIsland('exchange-bar', ExchangeBar);
