import { memo } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatCoins, formatFiat } from '../../i18n/format-money';
import { formatNumber } from '../../i18n/format-number';
import type { ChannelRow } from './channel-pricing';
import type { ExchangeAction } from './fees';
import type { NearestState } from './use-nearest-fees';

interface Props {
  action: ExchangeAction;
  /** Null until an amount is typed and a rate is known. */
  rows: ChannelRow[] | null;
  fiat: string;
  coin: string;
  coinDigits: number;
  nearestState: NearestState;
  onLocate: () => void;
}

/** The typed amount priced through every channel, side by side, with the cheapest marked. */
export const ChannelTable = memo(function ChannelTable({ action, rows, fiat, coin, coinDigits, nearestState, onLocate }: Props) {
  const { t } = useTranslation();
  const fiatText = (value: number) => formatFiat(value, fiat);
  const coinText = (value: number) => formatCoins(value, coin, coinDigits);
  const feeNote = (row: ChannelRow) => {
    if (row.source === 'online') return null;
    if (row.source === 'nearest' && row.nearest) {
      const distance = row.nearest.distance === null ? '' : t('exchange.channels.distance', { km: formatNumber(row.nearest.distance, 1) });
      return t(`exchange.channels.nearestFee.${row.channel}`, { title: row.nearest.title, distance });
    }
    return t(`exchange.channels.typicalFee.${row.channel}`);
  };
  const locating = nearestState.status === 'locating';
  return (
    <section className="channel-compare" aria-labelledby="channel-compare-title">
      <h3 id="channel-compare-title">{t(`exchange.channels.title.${action}`)}</h3>
      {rows ? (
        <table className="channel-table" data-testid="channel-table">
          <caption className="visually-hidden">{t(`exchange.channels.caption.${action}`)}</caption>
          <thead>
            <tr>
              <th scope="col">{t('exchange.channels.columns.channel')}</th>
              <th scope="col">{t('exchange.channels.columns.fees')}</th>
              <th scope="col">{t(`exchange.channels.columns.pay.${action}`)}</th>
              <th scope="col">{t(`exchange.channels.columns.receive.${action}`)}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const note = feeNote(row);
              const pays = row.quote ? (action === 'buy' ? fiatText(row.quote.fiat) : coinText(row.quote.coins)) : '—';
              const receives = row.quote ? (action === 'buy' ? coinText(row.quote.coins) : fiatText(row.quote.fiat)) : '—';
              return (
                <tr
                  key={row.channel}
                  className={row.cheapest ? 'channel-cheapest' : undefined}
                  data-testid={`channel-${row.channel}`}
                  data-cheapest={row.cheapest || undefined}
                >
                  <th scope="row" data-label={t('exchange.channels.columns.channel')}>
                    <span className="channel-name">{t(`exchange.channels.names.${row.channel}`)}</span>
                    {row.cheapest && <strong className="channel-badge">{t('exchange.channels.cheapest')}</strong>}
                    {row.source !== 'online' && <span className="channel-tag">{t('exchange.channels.indicative')}</span>}
                    {note && <span className="channel-note">{note}</span>}
                  </th>
                  <td data-label={t('exchange.channels.columns.fees')}>
                    {row.fee && row.quote ? (
                      <ul className="channel-fee-lines">
                        <li>
                          {t('exchange.channels.percentFee', {
                            percentage: formatNumber(row.fee.percentage, 1),
                            amount: fiatText(row.quote.percentFee),
                          })}
                        </li>
                        <li>{t('exchange.channels.fixedFee', { amount: fiatText(row.fee.fixedAmount) })}</li>
                        <li className="channel-fee-total">{t('exchange.channels.totalFee', { amount: fiatText(row.quote.totalFee) })}</li>
                      </ul>
                    ) : (
                      <span>{'problem' in row ? t(`exchange.channels.problem.${row.problem}`) : '—'}</span>
                    )}
                  </td>
                  <td
                    data-label={t(`exchange.channels.columns.pay.${action}`)}
                    data-value={row.quote ? (action === 'buy' ? row.quote.fiat : row.quote.coins) : undefined}
                  >
                    {pays}
                  </td>
                  <td
                    data-label={t(`exchange.channels.columns.receive.${action}`)}
                    data-value={row.quote ? (action === 'buy' ? row.quote.coins : row.quote.fiat) : undefined}
                  >
                    <strong>{receives}</strong>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      ) : (
        <p className="channel-empty">{t('exchange.channels.empty')}</p>
      )}
      <div className="channel-locate">
        {nearestState.status !== 'ready' && (
          <button type="button" className="button secondary" onClick={onLocate} disabled={locating}>
            {t('exchange.channels.locate')}
          </button>
        )}
        <p className="channel-locate-status" role="status">
          {locating && t('exchange.channels.locating')}
          {nearestState.status === 'ready' && t('exchange.channels.located')}
          {nearestState.status === 'error' && t(`exchange.channels.locateFailed.${nearestState.reason}`)}
        </p>
      </div>
    </section>
  );
});
