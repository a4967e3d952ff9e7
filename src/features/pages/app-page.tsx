import { useTranslation } from '../../i18n/use-translation';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import type { PageContent } from '../../content/content-queries';
import type { StrapiMedia } from '../../api/strapi';
import { CmsImage } from '../../ui/cms-image';
import { PageIntro } from '../../ui/page-intro';
import { Island } from '../../ui/islands';
import { island as installControl } from '../../ui/install/install-control-island';
import { FeatureGrid, type FeatureItem } from './page-sections';
import '../../ui/content-sections.css';
import './pages.css';

interface AppContent extends PageContent {
  Features?: FeatureItem[];
  StoreBadges?: Array<{ Store?: string; Label?: string; Url?: string; Image?: StrapiMedia | null }>;
}

const SAFE_STORE_URL = /^https:\/\//i;

export function AppPage() {
  const { t } = useTranslation();
  const content = useContent<AppContent>('app-page');
  usePageMeta(content.SEO, { fallbackTitle: content.Title, fallbackDescription: content.Intro });
  const badges = (content.StoreBadges ?? []).filter((badge) => badge.Label && badge.Url && SAFE_STORE_URL.test(badge.Url));
  return (
    <div className="page">
      <PageIntro title={content.Title ?? t('common.nav.app')} intro={content.Intro}>
        {badges.length > 0 && (
          <ul className="store-badges" aria-label={t('pages.app.download')}>
            {badges.map((badge) => (
              <li key={badge.Url}>
                <a href={badge.Url} target="_blank" rel="noopener noreferrer" className="store-badge">
                  {badge.Image ? (
                    <CmsImage media={badge.Image} alt={badge.Label} fallbackWidth={180} fallbackHeight={54} eager />
                  ) : (
                    badge.Label
                  )}
                </a>
              </li>
            ))}
          </ul>
        )}
        {/* Its row is kept whether or not the browser offers to install, so nothing moves when it does. */}
        <div className="install-row">
          <Island of={installControl} props={{ inMenu: false }} />
        </div>
      </PageIntro>
      <FeatureGrid id="app-features" title={t('pages.app.features')} items={content.Features} />
    </div>
  );
}
