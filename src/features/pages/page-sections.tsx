// Sections the product pages (pay, app, event) share: a feature grid, numbered steps, a call to action.
import { FeatureIcon } from '../../ui/feature-icon';
import { SmartLink } from '../../ui/smart-link';
import type { Lang } from '../../i18n/route-table';

export interface FeatureItem {
  Title?: string;
  Text?: string;
  Icon?: string;
}

export function FeatureGrid({ id, title, items }: { id: string; title: string; items?: FeatureItem[] }) {
  const shown = (items ?? []).filter((item) => item.Title);
  if (!shown.length) return null;
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className="card-grid balanced-grid">
        {shown.map((item) => (
          <li key={item.Title} className="card">
            {item.Icon && <FeatureIcon name={item.Icon} />}
            <h3>{item.Title}</h3>
            {item.Text && <p>{item.Text}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function StepList({ id, title, steps }: { id: string; title: string; steps?: FeatureItem[] }) {
  const shown = (steps ?? []).filter((step) => step.Title);
  if (!shown.length) return null;
  return (
    <section className="content-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ol className="steps balanced-grid">
        {shown.map((step) => (
          <li key={step.Title}>
            <h3>{step.Title}</h3>
            {step.Text && <p>{step.Text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

export function CtaLink({ cta, lang }: { cta?: { Label?: string; Url?: string }; lang: Lang }) {
  if (!cta?.Label || !cta.Url) return null;
  return (
    <p className="cta-row">
      <SmartLink href={cta.Url} lang={lang} className="button">
        {cta.Label}
      </SmartLink>
    </p>
  );
}
