import { useTranslation } from '../../i18n/use-translation';
import { useContent } from '../../content/use-content';
import { usePageMeta } from '../../seo/page-meta';
import { PageIntro } from '../../ui/page-intro';
import type { AboutContent } from './about-content';
import { CompanyTimeline } from './company-timeline';
import { JobsSection } from './jobs-section';
import { TeamSection } from './team-section';
import '../../ui/content-sections.css';
import './company.css';

export function WhoWeArePage() {
  const { t } = useTranslation();
  const content = useContent<AboutContent>('about-us');
  usePageMeta(content.SEO, { fallbackTitle: content.Title, fallbackDescription: content.Intro });
  const values = (content.Values ?? []).filter((value) => value.Title);
  return (
    <div className="page">
      <PageIntro title={content.Title ?? t('common.nav.whoWeAre')} intro={content.Intro} />
      {content.Mission?.Text && (
        <section className="content-section mission" aria-labelledby="mission-title">
          <h2 id="mission-title">{content.Mission.Title ?? t('pages.about.mission')}</h2>
          <p className="lead">{content.Mission.Text}</p>
        </section>
      )}
      {values.length > 0 && (
        <section className="content-section" aria-labelledby="values-title">
          <h2 id="values-title">{t('pages.about.values')}</h2>
          <ul className="card-grid balanced-grid">
            {values.map((value) => (
              <li key={value.Title} className="card">
                <h3>{value.Title}</h3>
                {value.Text && <p>{value.Text}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
      <CompanyTimeline title={content.TimelineTitle ?? t('pages.about.timeline')} events={content.Timeline} />
      <TeamSection title={content.TeamTitle ?? t('pages.about.team')} />
      <JobsSection title={content.JobsTitle ?? t('pages.about.jobs')} intro={content.JobsIntro} jobs={content.Jobs} />
    </div>
  );
}
