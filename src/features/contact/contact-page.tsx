import { useTranslation } from '../../i18n/use-translation';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { PageIntro } from '../../ui/page-intro';
import { ContactAddress, ContactChannels } from './contact-channels';
import type { ContactContent } from './contact-content';
import { island as contactForm } from './contact-form-island';
import { Island } from '../../ui/islands';
import '../../ui/content-sections.css';
import './contact.css';

export function ContactPage() {
  const { t } = useTranslation();
  const content = useContent<ContactContent>('contact');
  usePageMeta(content.SEO, { fallbackTitle: content.Title, fallbackDescription: content.Intro });
  return (
    <div className="page">
      <PageIntro title={content.Title ?? t('common.nav.contact')} intro={content.Intro} />
      <section aria-labelledby="contact-channels-title" className="content-section">
        <h2 id="contact-channels-title">{t('pages.contact.channels')}</h2>
        <ContactChannels channels={content.Channels} />
      </section>
      <div className="contact-layout">
        <section aria-labelledby="contact-form-title" className="content-section card">
          <h2 id="contact-form-title">{content.Form?.Title ?? t('pages.contact.formTitle')}</h2>
          {content.Form?.Intro && <p>{content.Form.Intro}</p>}
          <Island of={contactForm} props={{}} />
        </section>
        <ContactAddress address={content.Address} />
      </div>
    </div>
  );
}
