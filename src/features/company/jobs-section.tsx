import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import type { AboutContent } from './about-content';

export function JobsSection({ title, intro, jobs }: { title: string; intro?: string; jobs?: AboutContent['Jobs'] }) {
  const { t } = useTranslation();
  const shown = (jobs ?? []).filter((job) => job.title);
  return (
    <section className="content-section" aria-labelledby="jobs-title" id="jobs">
      <h2 id="jobs-title">{title}</h2>
      {intro && <p>{intro}</p>}
      {shown.length === 0 ? (
        <p className="empty-state">{t('pages.about.noJobs')}</p>
      ) : (
        <ul className="card-grid balanced-grid">
          {shown.map((job) => (
            <li key={job.title} className="card job">
              <h3>{job.title}</h3>
              <p className="job-meta">{[job.location, job.type].filter(Boolean).join(' · ')}</p>
              {job.description && <p>{job.description}</p>}
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/contact" className="button secondary">
          {t('pages.about.apply')}
        </Link>
      </p>
    </section>
  );
}
