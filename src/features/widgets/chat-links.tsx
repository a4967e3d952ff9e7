// Hosts other than Spain: WhatsApp and Telegram links to the market's handles and a phone link to the
// market table's call number (SPEC 2).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { marketQuery } from '../../markets/market-record';
import type { MarketFacts } from '../../markets/market-table';
import { isMobileDevice, PHONE_HREF_ATTRIBUTE, phoneUrl, telegramUrl, whatsappUrl } from './chat-link-urls';
import { useHydrated } from '../../lib/client-only';
import { PhoneIcon, TelegramIcon, WhatsappIcon } from './widget-icons';
import './widgets.css';

export function ChatLinks({ facts }: { facts: MarketFacts }) {
  const { t } = useTranslation();
  const { data: market } = useQuery({ ...marketQuery(facts.id), meta: { silent: true, routeHandlesErrors: true } });
  const newTab = t('widgets.chat.newTab');
  // The server (and hydration) cannot know the device: the web link, then the app's on a phone (which
  // the entry has already put in place on a first document: pointLinksToPhoneApps).
  const mobile = useHydrated() && isMobileDevice();
  return (
    <nav className="floating-widgets chat-links" aria-label={t('widgets.chat.label')}>
      {market?.Whatsapp && (
        <a
          className="widget-button whatsapp"
          href={whatsappUrl(market.Whatsapp)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('widgets.chat.whatsapp')} ${newTab}`}
        >
          <WhatsappIcon />
        </a>
      )}
      {market?.Telegram && (
        <a
          className="widget-button telegram"
          href={telegramUrl(market.Telegram, mobile)}
          {...{ [PHONE_HREF_ATTRIBUTE]: telegramUrl(market.Telegram, true) }}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`${t('widgets.chat.telegram')} ${newTab}`}
        >
          <TelegramIcon />
        </a>
      )}
      <a
        className="widget-button phone"
        href={phoneUrl(facts.callNumber)}
        aria-label={t('widgets.chat.call', { number: facts.callNumber })}
      >
        <PhoneIcon />
      </a>
    </nav>
  );
}
