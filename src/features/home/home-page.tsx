import { useTranslation } from '../../i18n/use-translation';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { useLang } from '../../state/use-lang';
import { FeatureIcon } from '../../ui/feature-icon';
import { SmartLink } from '../../ui/smart-link';
import { AtmTeaser } from './atm-teaser';
import type { HomeContent } from './home-content';
import { HomeFaqs } from './home-faqs';
import { island as priceStrip } from './price-strip-island';
import { HeroImage } from './hero-image';
import { DeferredArt } from '../../ui/deferred-art';
import { useLightMode } from '../../state/light-mode';
import { ReviewsTeaser } from './reviews-teaser';
import '../../ui/content-sections.css';
import { homeJsonLd, organizationJsonLd, websiteJsonLd } from '../../seo/structured-data';
import { SITE_FOOTER_ID } from '../../contracts/page-state';
import './home.css';
import { Island } from '../../ui/islands';

export function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const content = useContent<HomeContent>('home');
  usePageMeta(content.SEO, {
    fallbackTitle: content.Title,
    fallbackDescription: content.Intro,
    jsonLd: ({ origin, url, brand }) => [
      homeJsonLd(
        organizationJsonLd({ name: brand, url, logo: `${origin}/icons/icon-512.png` }),
        websiteJsonLd({ name: brand, url, inLanguage: lang }),
      ),
    ],
  });
  const light = useLightMode();
  const hero = content.Hero;
  const offers = (content.Offers ?? []).filter((offer) => offer.Title);
  const stats = (content.Stats ?? []).filter((stat) => stat.Value && stat.Label);
  return (
    <div className="home">
      <section className="hero" aria-labelledby="home-title">
        <div className="hero-inner">
          <div className="hero-text">
            <h1 id="home-title">{hero?.Title ?? content.Title ?? t('common.brand')}</h1>
            {(hero?.Subtitle ?? content.Intro) && <p className="lead hero-lead">{hero?.Subtitle ?? content.Intro}</p>}
            <div className="cta-row">
              {hero?.Cta?.Url && hero.Cta.Label && (
                <SmartLink href={hero.Cta.Url} lang={lang} className="button hero-cta">
                  {hero.Cta.Label}
                </SmartLink>
              )}
              {hero?.SecondaryCta?.Url && hero.SecondaryCta.Label && (
                <SmartLink href={hero.SecondaryCta.Url} lang={lang} className="button secondary hero-cta-secondary">
                  {hero.SecondaryCta.Label}
                </SmartLink>
              )}
            </div>
          </div>
          {/* Not lazy (above the fold). In light mode an empty frame of its size until the visitor asks for
              everything (the light mode line puts it in place: no island of its own). */}
          <div className="hero-art">
            {light ? (
              <DeferredArt className="hero-art-frame" testId="hero-art-frame">
                <HeroImage media={hero?.Image ?? null} />
              </DeferredArt>
            ) : (
              <HeroImage media={hero?.Image ?? null} />
            )}
          </div>
        </div>
      </section>
      <div className="page">
        {/* The server's prices, in the visitor's clock (written without waking): it wakes when they are due again. */}
        <Island of={priceStrip} props={{}} />
        {offers.length > 0 && (
          <section className="content-section" aria-labelledby="home-offers-title">
            <h2 id="home-offers-title">{t('pages.home.offers')}</h2>
            {content.Intro && hero?.Subtitle && <p>{content.Intro}</p>}
            <ul className="card-grid balanced-grid">
              {offers.map((offer) => (
                <li key={offer.Key ?? offer.Title} className="card offer">
                  <FeatureIcon name={offer.Icon} />
                  <h3>{offer.Title}</h3>
                  {offer.Text && <p>{offer.Text}</p>}
                  {offer.Cta?.Url && offer.Cta.Label && (
                    <SmartLink href={offer.Cta.Url} lang={lang} className="offer-link">
                      {offer.Cta.Label}
                    </SmartLink>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}
        {stats.length > 0 && (
          <section aria-label={t('pages.home.stats')} className="content-section">
            <dl className="stats balanced-grid">
              {stats.map((stat) => (
                <div key={stat.Label} className="stat">
                  <dt>{stat.Label}</dt>
                  <dd>{stat.Value}</dd>
                </div>
              ))}
            </dl>
          </section>
        )}
        <AtmTeaser />
        <ReviewsTeaser />
        <HomeFaqs teaser={content.FaqsTeaser} />
        {content.Newsletter?.Title && (
          <section className="content-section card home-newsletter" aria-labelledby="home-newsletter-title">
            <h2 id="home-newsletter-title">{content.Newsletter.Title}</h2>
            {content.Newsletter.Text && <p>{content.Newsletter.Text}</p>}
            <p className="cta-row">
              <a
                href={`#${SITE_FOOTER_ID}`}
                className="button"
                onClick={(event) => {
                  // The sign-up form lives in the footer of every page; take the visitor straight to its field.
                  const field = document.getElementById('footer-newsletter-email');
                  if (!field) return;
                  event.preventDefault();
                  field.scrollIntoView({ block: 'center' });
                  field.focus({ preventScroll: true });
                }}
              >
                {content.Newsletter.ButtonLabel ?? t('pages.home.subscribe')}
              </a>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
