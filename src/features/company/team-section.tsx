import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { useLang, useMarketId } from '../../state/use-lang';
import { CmsImage } from '../../ui/cms-image';
import { teamQuery } from './company-queries';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join('');

export function TeamSection({ title }: { title: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = useQuery(teamQuery(useMarketId(), useLang()));
  const members = (data ?? [])
    .map((entry) => entry.attributes)
    .filter((member) => member.Name)
    .sort((a, b) => (a.Order ?? 0) - (b.Order ?? 0));
  return (
    <section className="content-section" aria-labelledby="team-title" aria-busy={isPending}>
      <h2 id="team-title">{title}</h2>
      {isPending && <div className="skeleton skeleton-line" />}
      {!isPending && members.length === 0 && <p className="empty-state">{isError ? t('errors.loadFailed') : t('pages.about.noTeam')}</p>}
      <ul className="card-grid balanced-grid team-grid">
        {members.map((member) => (
          <li key={member.Name} className="card team-member">
            {member.Photo ? (
              <CmsImage media={member.Photo} alt="" sizes="96px" fallbackWidth={96} fallbackHeight={96} className="team-photo" />
            ) : (
              <span className="team-photo team-initials" aria-hidden="true">
                {initials(member.Name!)}
              </span>
            )}
            <h3>{member.Name}</h3>
            {member.Role && <p className="team-role">{member.Role}</p>}
            {member.Bio && <p>{member.Bio}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
