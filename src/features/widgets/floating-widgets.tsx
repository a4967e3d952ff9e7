import { useMarketId } from '../../state/use-lang';
import { marketTable } from '../../markets/market-table';
import { CallMeWidget } from './call-me-widget';
import { ChatLinks } from './chat-links';

/** Floating contact widgets (SPEC 2): the call-me form on the Spain host, chat and call links elsewhere. */
export function FloatingWidgets() {
  const facts = marketTable[useMarketId()];
  return facts.widgets === 'call-me' ? <CallMeWidget /> : <ChatLinks facts={facts} />;
}
