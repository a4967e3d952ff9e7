import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { copyToClipboard } from '../../../ui/copy-to-clipboard';

type Outcome = 'idle' | 'copied' | 'failed';

/** The system share sheet where there is one (phones); elsewhere copies the link and says so on the page. */
export function ShareLocationButton({ title }: { title: string }) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const share = async () => {
    const url = window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to do. Any other failure falls back to copying.
        if ((error as DOMException | undefined)?.name === 'AbortError') return;
      }
    }
    setOutcome((await copyToClipboard(url)) ? 'copied' : 'failed');
  };
  return (
    <>
      <button type="button" className="button secondary" aria-label={t('finder.share.label', { title })} onClick={() => void share()}>
        {t('finder.share.button')}
      </button>
      <span className={`share-outcome ${outcome}`} role="status">
        {outcome === 'idle' ? '' : t(outcome === 'copied' ? 'finder.share.copied' : 'finder.share.failed')}
      </span>
    </>
  );
}
