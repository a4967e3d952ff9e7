import { useTranslation } from '../../i18n/use-translation';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { useLang } from '../../state/use-lang';
import type { PageContent } from '../../content/content-queries';
import { PageIntro } from '../../ui/page-intro';
import { CtaLink, FeatureGrid } from './page-sections';
import { formatEventDate } from './event-dates';
import '../../ui/content-sections.css';
import './pages.css';

interface EventContent extends PageContent {
  Event?: { Name?: string; Venue?: string; City?: string; StartDate?: string; EndDate?: string; Hall?: string; Stand?: string };
  Highlights?: Array<{ Title?: string; Text?: string }>;
  Agenda?: Array<{ Date?: string; Time?: string; Title?: string }>;
  Cta?: { Label?: string; Url?: string };
}

export function EventPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const content = useContent<EventContent>('mwc');
  usePageMeta(content.SEO, { fallbackTitle: content.Title, fallbackDescription: content.Intro });
  const event = content.Event;
  const agenda = (content.Agenda ?? []).filter((item) => item.Title);
  return (
    <div className="page">
      <PageIntro title={content.Title ?? event?.Name ?? ''} intro={content.Intro}>
        <CtaLink cta={content.Cta} lang={lang} />
      </PageIntro>
      {event?.Name && (
        <section className="content-section card event-facts" aria-labelledby="event-facts">
          <h2 id="event-facts">{event.Name}</h2>
          <dl>
            {event.StartDate && (
              <>
                <dt>{t('pages.event.dates')}</dt>
                <dd>
                  {[event.StartDate, event.EndDate]
                    .filter(Boolean)
                    .map((date) => formatEventDate(date!, lang))
                    .join(' – ')}
                </dd>
              </>
            )}
            {event.Venue && (
              <>
                <dt>{t('pages.event.venue')}</dt>
                <dd>{[event.Venue, event.City].filter(Boolean).join(', ')}</dd>
              </>
            )}
            {(event.Hall || event.Stand) && (
              <>
                <dt>{t('pages.event.stand')}</dt>
                <dd>{[event.Hall && t('pages.event.hall', { hall: event.Hall }), event.Stand].filter(Boolean).join(' · ')}</dd>
              </>
            )}
          </dl>
        </section>
      )}
      <FeatureGrid id="event-highlights" title={t('pages.event.highlights')} items={content.Highlights} />
      {agenda.length > 0 && (
        <section className="content-section" aria-labelledby="event-agenda">
          <h2 id="event-agenda">{t('pages.event.agenda')}</h2>
          <ul className="event-agenda balanced-grid">
            {agenda.map((item) => (
              <li key={`${item.Date}-${item.Time}-${item.Title}`} className="card">
                <p className="event-when">
                  {item.Date && <time dateTime={item.Date}>{formatEventDate(item.Date, lang)}</time>} {item.Time}
                </p>
                <h3>{item.Title}</h3>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
