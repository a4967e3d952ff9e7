import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { showSnackbar } from '../../state/app-store';
import { useMarketId } from '../../state/use-lang';
import { marketQuery } from '../../markets/market-record';
import { chatLink, type ExchangeRequestMessage } from './exchange-message';
import type { useExchangeLead } from './use-exchange-lead';
import { isQueuedAnswer } from '../../offline/outbox-kinds';
import { refusalMessage } from '../../state/error-catalogue';

interface Props {
  message: ExchangeRequestMessage;
  text: string;
  lead: ReturnType<typeof useExchangeLead>;
  /** Sends the same request again, under the same refCode and quote time. */
  onRetry: () => void;
}

async function copy(text: string, done: string, failed: string) {
  try {
    await navigator.clipboard.writeText(text);
    showSnackbar('success', done);
  } catch {
    showSnackbar('error', failed);
  }
}

/** The request as sent: a copyable summary, the chat links with the text prefilled and the lead's state. */
export function ExchangeSummary({ message, text, lead, onRetry }: Props) {
  const { t } = useTranslation();
  const market = useQuery(marketQuery(useMarketId())).data;
  const links = [
    { app: 'whatsapp' as const, href: market?.Whatsapp ? chatLink('whatsapp', market.Whatsapp, text) : null },
    { app: 'telegram' as const, href: market?.Telegram ? chatLink('telegram', market.Telegram, text) : null },
  ].filter((link) => link.href);
  return (
    <section className="exchange-summary" aria-labelledby="exchange-summary-title" tabIndex={-1}>
      <h3 id="exchange-summary-title">{t('exchange.summary.title')}</h3>
      <p className="exchange-ref">
        {t('exchange.summary.ref')}: <strong data-testid="ref-code">{message.refCode}</strong>
      </p>
      <p className="exchange-summary-text">{text}</p>
      <div className="exchange-summary-actions">
        <button
          type="button"
          className="button secondary"
          onClick={() => void copy(text, t('common.success.copied'), t('exchange.summary.copyFailed'))}
        >
          {t('exchange.summary.copy')}
        </button>
        {links.map(({ app, href }) => (
          <a key={app} className="button" href={href!} target="_blank" rel="noopener noreferrer" data-testid={`chat-${app}`}>
            {t(`exchange.summary.open.${app}`)}
          </a>
        ))}
      </div>
      <p className="lead-status" role="status">
        {lead.isPending && t('exchange.lead.sending')}
        {lead.isSuccess && (isQueuedAnswer(lead.data) ? t('offline.queued') : t('exchange.lead.sent', { refCode: message.refCode }))}
      </p>
      {lead.isError && (
        <p className="lead-failed" role="alert">
          {refusalMessage(lead.error, t) ?? t('exchange.lead.failed')}{' '}
          <button type="button" className="button secondary" onClick={onRetry}>
            {t('exchange.lead.retry')}
          </button>
        </p>
      )}
    </section>
  );
}
