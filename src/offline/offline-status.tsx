import { useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useStoreValue } from '../lib/use-store-value';
import { outboxStore, retryOutbox } from './outbox-client';
import { useOnline } from './use-online';

/** The offline banner and the outbox indicator (what waits to be sent, with a "retry now"). */
export function OfflineStatus() {
  const { t } = useTranslation();
  const online = useOnline();
  const items = useStoreValue(outboxStore, (s) => s.items);
  const [open, setOpen] = useState(false);
  return (
    <>
      {!online && (
        <div className="offline-banner" role="status">
          {t('offline.banner')}
        </div>
      )}
      {items.length > 0 && (
        <div className="outbox-indicator">
          <button
            type="button"
            className="button secondary"
            aria-expanded={open}
            aria-controls="outbox-list"
            onClick={() => setOpen(!open)}
          >
            {t('offline.waiting', { count: items.length })}
          </button>
          {open && (
            <div id="outbox-list" className="outbox-list">
              <ul>
                {items.map((item) => (
                  <li key={item.key}>
                    {t(`offline.kinds.${item.kind}`)} ·{' '}
                    {new Date(item.queuedAt).toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}
                  </li>
                ))}
              </ul>
              <button type="button" className="button" onClick={retryOutbox} disabled={!online}>
                {t('offline.retryNow')}
              </button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
