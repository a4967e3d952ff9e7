import type { AboutContent } from './about-content';

export function CompanyTimeline({ title, events }: { title: string; events?: AboutContent['Timeline'] }) {
  const shown = (events ?? []).filter((event) => event.title).sort((a, b) => (a.year ?? 0) - (b.year ?? 0));
  if (!shown.length) return null;
  return (
    <section className="content-section" aria-labelledby="timeline-title" id="timeline">
      <h2 id="timeline-title">{title}</h2>
      <ol className="timeline">
        {shown.map((event) => (
          <li key={`${event.year}-${event.title}`} className="timeline-item">
            {event.year && <span className="timeline-year">{event.year}</span>}
            <div>
              <h3>{event.title}</h3>
              {event.text && <p>{event.text}</p>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
