import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { usePageMeta } from '../../seo/page-meta';
import { useContent } from '../../content/use-content';
import { useLang, useMarketId } from '../../state/use-lang';
import { Island } from '../../ui/islands';
import { PageIntro } from '../../ui/page-intro';
import { ReviewList } from '../../ui/review-list';
import { island as pagedReviews } from './paged-reviews-island';
import { featuredReviewsQuery } from './review-queries';
import { island as writeReview, type ReviewPageCopy } from './write-review-island';
import './reviews.css';

export function OpinionsPage() {
  const { t } = useTranslation();
  const content = useContent<ReviewPageCopy>('review');
  usePageMeta(content.SEO, { fallbackTitle: content.Title });
  const lang = useLang();
  const featured = useQuery(featuredReviewsQuery(useMarketId(), lang));
  return (
    <div className="page opinions">
      <PageIntro title={content.Title ?? ''} intro={content.Intro}>
        <Island of={writeReview} props={{}} />
      </PageIntro>
      <section aria-labelledby="featured-title" className="featured-reviews">
        <h2 id="featured-title">{t('reviews.featured.title')}</h2>
        {featured.data ? (
          featured.data.length > 0 ? (
            <ReviewList reviews={featured.data} lang={lang} />
          ) : (
            <p>{t('reviews.featured.empty')}</p>
          )
        ) : featured.isError ? (
          <p role="alert">{t('reviews.loadError')}</p>
        ) : (
          <p role="status">{t('reviews.loading')}</p>
        )}
      </section>
      {/* Reviews are paged and filtered through the gateway: the list wakes on sight. */}
      <Island of={pagedReviews} props={{}} />
    </div>
  );
}
