import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/use-translation';
import { usePageMeta } from '../../../seo/page-meta';
import { useLang, useMarketId } from '../../../state/use-lang';
import { marketTable } from '../../../markets/market-table';
import { mediaImage } from '../../../api/cms-media';
import { CmsImage } from '../../../ui/cms-image';
import { PageIntro } from '../../../ui/page-intro';
import { ReviewList } from '../../../ui/review-list';
import { StarRating } from '../../../ui/star-rating';
import { locationContentQuery, locationDetailQuery } from '../data/location-queries';
import type { LocationKind } from '../data/location-types';
import { LocationSupports } from './location-supports';
import { toFinderLocation } from '../data/merge-locations';
import { locationOpenState, localClock, specialToday } from '../hours/opening-hours';
import { LocationOperations } from './location-operations';
import { ScamWarning } from '../../../ui/scam-warning';
import { ServiceStatusBadge } from '../hours/service-status-badge';
import { SpecialHours, specialTodayText } from '../hours/special-hours';
import { OpeningHoursTable } from '../hours/opening-hours-table';
import { OpenStatus } from '../hours/open-status';
import { useTick } from '../../../ui/use-now';
import { breadcrumbJsonLd } from '../../../seo/structured-data';
import { localBusinessJsonLd } from './local-business';
import '../list/finder.css';
import { Island } from '../../../ui/islands';
import { PageLink } from '../../../ui/page-link';
import { island as saveLocation } from './save-location-island';
import { island as contactLinks } from './contact-links-island';
import { island as locationMap } from '../map/location-map-island';

export function LocationDetail({ kind, id }: { kind: LocationKind; id: string }) {
  const { t } = useTranslation();
  const marketId = useMarketId();
  const lang = useLang();
  const nowMs = useTick(60_000);
  const now = new Date(nowMs);
  const { data: record, dataUpdatedAt } = useSuspenseQuery(locationDetailQuery(kind, id, marketId, lang));
  const { data: content } = useSuspenseQuery(locationContentQuery(kind, id, marketId, lang));
  const location = toFinderLocation(kind, record, content ?? undefined);
  const todayNote = specialTodayText(t, specialToday(location.specialHours, localClock(now, location.timeZone)));
  const place = [location.postalCode, location.city].filter(Boolean).join(' ');
  // Name, address and area: distinct among a city's machines, and in the page's language even when the
  // location has only the gateway's name (then the kind says what it is).
  const name = content?.Banner?.Title
    ? location.title
    : `${t(kind === 'atm' ? 'finder.detail.kindAtm' : 'finder.detail.kindStore')} ${location.title}`;
  const metaTitle = [name, location.address, location.city && !name.includes(location.city) ? location.city : undefined]
    .filter(Boolean)
    .join(', ');
  const photo = mediaImage(content?.Banner?.Image);
  usePageMeta(undefined, {
    fallbackTitle: metaTitle,
    fallbackDescription: [[location.title, location.address, place].filter(Boolean).join(', '), content?.Description]
      .filter(Boolean)
      .join('. '),
    jsonLd: ({ url, urlOf }) => [
      localBusinessJsonLd(record, {
        url,
        kind,
        name: location.title,
        countryCode: marketTable[marketId].code,
        image: photo ? new URL(photo.src, url).href : undefined,
      }),
      breadcrumbJsonLd([
        { name: t('common.nav.home'), url: urlOf('home') },
        { name: kind === 'atm' ? t('common.nav.atms') : t('common.nav.stores'), url: urlOf(kind === 'atm' ? 'atmList' : 'storeList') },
        { name: location.title, url },
      ]),
    ],
  });
  const reviews = record.reviews?.reviews ?? [];
  const total = record.reviews?.total ?? reviews.length;

  return (
    <article className="page location-detail">
      <PageLink to={kind === 'atm' ? 'atmList' : 'storeList'} className="location-back">
        ← {t(kind === 'atm' ? 'finder.detail.backAtms' : 'finder.detail.backStores')}
      </PageLink>
      <PageIntro title={location.title} intro={content?.Banner?.Subtitle}>
        <p className="location-status">
          <OpenStatus state={locationOpenState(location, now)} />
        </p>
        {todayNote && <p className="special-today">{todayNote}</p>}
        <ServiceStatusBadge status={record.status} now={nowMs} fetchedAt={dataUpdatedAt} />
        <Island of={saveLocation} props={{ kind, id: record.id, title: location.title }} />
      </PageIntro>
      {kind === 'atm' && <ScamWarning messages="finder.scam" />}
      {(content?.Description || content?.Banner?.Image) && (
        <div className="location-about">
          {content.Description && <p>{content.Description}</p>}
          {/* A generic photo of the kind of place (shared by locations), so decorative: the title says where. */}
          <CmsImage media={content.Banner?.Image} alt="" sizes="(min-width: 48rem) 24rem, calc(100vw - 2rem)" className="location-photo" />
        </div>
      )}
      <div className="location-facts">
        <section aria-labelledby="location-where">
          <h2 id="location-where">{t('finder.detail.address')}</h2>
          <address>
            {location.address}
            {place && (
              <>
                <br />
                {place}
              </>
            )}
            {record.location.country && (
              <>
                <br />
                {record.location.country}
              </>
            )}
          </address>
          {/* The directions link names the visitor's own maps app, known only in the browser. */}
          <Island of={contactLinks} props={{ title: location.title, position: location.position, phone: record.location.phone }} />
          {/* The address and the directions above say where; the map's box keeps its size until the
              visitor scrolls it into view or taps it ('in-view', src/contracts/islands.ts). */}
          {location.position && (
            <div className="location-map-wrap" role="region" aria-label={t('finder.map.detailLabel', { title: location.title })}>
              <Island
                of={locationMap}
                props={{ latitude: location.position.latitude, longitude: location.position.longitude, title: location.title }}
              />
            </div>
          )}
        </section>
        <section aria-labelledby="location-hours">
          <h2 id="location-hours">{t('finder.hours.title')}</h2>
          {location.openingHours ? (
            <OpeningHoursTable hours={location.openingHours} timeZone={location.timeZone} lang={lang} now={now} />
          ) : (
            <p>{t('finder.status.unknown')}</p>
          )}
          <SpecialHours days={location.specialHours} timeZone={location.timeZone} now={now} />
          {record.supports && <LocationSupports supports={record.supports} />}
        </section>
      </div>
      <LocationOperations record={record} />
      <section aria-labelledby="location-reviews">
        <h2 id="location-reviews">{t('finder.detail.reviews')}</h2>
        {total > 0 && record.reviews?.average ? (
          <p>
            <StarRating rating={record.reviews.average} />{' '}
            {t('finder.detail.reviewSummary', { average: record.reviews.average.toFixed(1), count: total })}
          </p>
        ) : null}
        {reviews.length > 0 ? <ReviewList reviews={reviews} lang={lang} /> : <p>{t('finder.detail.noReviews')}</p>}
        <p>
          <PageLink to="opinions" className="button secondary">
            {t('finder.detail.writeReview')}
          </PageLink>
        </p>
      </section>
    </article>
  );
}
