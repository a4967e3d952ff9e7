import { useTranslation } from '../../i18n/use-translation';
import { Island } from '../../ui/islands';
import { island as copyContact } from './copy-contact-island';
import { channelHref, type ContactContent } from './contact-content';

export function ContactChannels({ channels }: { channels?: ContactContent['Channels'] }) {
  const { t } = useTranslation();
  const shown = (channels ?? []).filter((channel) => channel.Label && channel.Value);
  if (!shown.length) return null;
  return (
    <ul className="contact-channels balanced-grid">
      {shown.map((channel) => {
        const href = channelHref(channel);
        const external = href?.startsWith('http');
        return (
          <li key={`${channel.Type}-${channel.Value}`} className="card contact-channel">
            <h3>{channel.Label}</h3>
            <p className="contact-value">
              {href ? (
                <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                  {channel.Type === 'telegram' ? `@${channel.Value}` : channel.Value}
                </a>
              ) : (
                channel.Value
              )}
            </p>
            {channel.Text && <p className="contact-text">{channel.Text}</p>}
            <Island of={copyContact} props={{ text: channel.Value!, label: t('pages.contact.copy', { label: channel.Label }) }} />
          </li>
        );
      })}
    </ul>
  );
}

export function ContactAddress({ address }: { address?: ContactContent['Address'] }) {
  const { t } = useTranslation();
  if (!address?.Street) return null;
  const lines = [address.Street, [address.PostalCode, address.City].filter(Boolean).join(' '), address.Country].filter(Boolean);
  return (
    <section className="card contact-address" aria-labelledby="contact-address-title">
      <h2 id="contact-address-title">{address.Title ?? t('pages.contact.address')}</h2>
      <address>
        {lines.map((line) => (
          <span key={line}>
            {line}
            <br />
          </span>
        ))}
      </address>
      {address.Hours && <p className="contact-text">{address.Hours}</p>}
      <Island of={copyContact} props={{ text: lines.join(', '), label: t('pages.contact.copyAddress') }} />
    </section>
  );
}
