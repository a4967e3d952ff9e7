import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { chatText } from './chat-text';
import { buildExchangeMessage } from './exchange-message';
import type { ExchangeValues } from './exchange-values';
import { ExchangeSummary } from './exchange-summary';
import { newRefCode } from './ref-code';
import type { LeadRequest } from './send-exchange-lead';
import { useExchangeLead } from './use-exchange-lead';

interface Props {
  values: ExchangeValues;
  priced: boolean;
  coin: string;
  fiat: string;
  digits: { fiat: number; coin: number };
  /** Changes whenever the visitor changes the calculator (a new rate alone does not). */
  inputSignature: string;
  /** When the quote's rate was read (ms); the lead carries it. */
  quotedAt: number | null;
}

/**
 * "Continue": a fresh refCode per request, one lead per click (sent from the click, never from an
 * effect), and the summary, frozen at the values sent, until the visitor changes the calculator.
 */
export function ExchangeRequest({ values, priced, coin, fiat, digits, inputSignature: signature, quotedAt }: Props) {
  const { t } = useTranslation();
  const lead = useExchangeLead();
  const [request, setRequest] = useState<{ lead: LeadRequest; signature: string } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const currentLead = request?.signature === signature ? request.lead : null;
  const current = currentLead?.message ?? null;

  useEffect(() => {
    if (current) summaryRef.current?.querySelector<HTMLElement>('.exchange-summary')?.focus();
  }, [current]);

  const onContinue = () => {
    const message = buildExchangeMessage(values, coin, fiat, newRefCode());
    if (!message) return;
    lead.reset();
    const request = { message, quotedAt };
    setRequest({ lead: request, signature });
    lead.mutate(request);
  };

  const buy = values.action === 'buy';
  const text = current ? chatText(t, current, { from: buy ? digits.fiat : digits.coin, to: buy ? digits.coin : digits.fiat }) : '';
  return (
    <div className="exchange-request" ref={summaryRef}>
      {!current && (
        <button type="button" className="button exchange-continue" disabled={!priced} onClick={onContinue} data-friction-submit>
          {t('exchange.continue')}
        </button>
      )}
      {current && currentLead && <ExchangeSummary message={current} text={text} lead={lead} onRetry={() => lead.mutate(currentLead)} />}
    </div>
  );
}
