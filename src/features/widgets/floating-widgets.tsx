import { useQuery } from '@tanstack/react-query';
import { useMarketId } from '../../app/use-lang';
import { marketQuery } from '../../markets/market-record';
import { marketTable } from '../../markets/market-table';

/** Floating contact widgets (SPEC 2): chat and call links on every host but Spain. */
export function FloatingWidgets() {
  const marketId = useMarketId();
  const { data: market } = useQuery({ ...marketQuery(marketId), meta: { silent: true, routeHandlesErrors: true } });
  const facts = marketTable[marketId];
  if (facts.widgets !== 'chat-links' || !market) return null;
  return (
    <div className="floating-widgets">
      <a href={`https://wa.me/${market.Whatsapp.replace(/\D/g, '')}`} target="_blank" rel="noopener noreferrer">WhatsApp</a>
      <a href={`https://t.me/${market.Telegram}`} target="_blank" rel="noopener noreferrer">Telegram</a>
      <a href={`tel:${facts.callNumber}`}>{facts.callNumber}</a>
    </div>
  );
}
