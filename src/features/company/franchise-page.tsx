import { useTranslation } from '../../i18n/use-translation';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { PageIntro } from '../../ui/page-intro';
import type { FranchiseContent } from './franchise-content';
import { island as franchiseForm } from './franchise-form-island';
import { Island } from '../../ui/islands';
import { FeatureIcon } from '../../ui/feature-icon';
import '../../ui/content-sections.css';

export function FranchisePage() {
  const { t } = useTranslation();
  const content = useContent<FranchiseContent>('franchise');
  usePageMeta(content.SEO, { fallbackTitle: content.Title, fallbackDescription: content.Intro });
  const benefits = (content.Benefits ?? []).filter((benefit) => benefit.Title);
  return (
    <div className="page">
      <PageIntro title={content.Title ?? t('common.nav.franchise')} intro={content.Intro} />
      {benefits.length > 0 && (
        <section className="content-section" aria-labelledby="franchise-benefits">
          <h2 id="franchise-benefits">{t('pages.franchise.benefits')}</h2>
          <ul className="card-grid balanced-grid">
            {benefits.map((benefit) => (
              <li key={benefit.Title} className="card">
                <FeatureIcon name={benefit.Icon} />
                <h3>{benefit.Title}</h3>
                {benefit.Text && <p>{benefit.Text}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      {content.Requirements?.length ? (
        <section className="content-section" aria-labelledby="franchise-requirements">
          <h2 id="franchise-requirements">{content.RequirementsTitle ?? t('pages.franchise.requirements')}</h2>
          <ul className="bullet-list">
            {content.Requirements.map((requirement) => (
              <li key={requirement}>{requirement}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <section className="content-section card" aria-labelledby="franchise-form-title">
        <h2 id="franchise-form-title">{content.Form?.Title ?? t('pages.franchise.formTitle')}</h2>
        {content.Form?.Intro && <p>{content.Form.Intro}</p>}
        <Island of={franchiseForm} props={{}} />
      </section>
    </div>
  );
}
