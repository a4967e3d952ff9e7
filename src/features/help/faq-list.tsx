import type { FaqRecord } from './help-queries';

/** Questions as disclosure widgets: keyboard operable and announced without any script. */
export function FaqList({ faqs }: { faqs: FaqRecord[] }) {
  const shown = faqs.filter((faq) => faq.Question && faq.Answer);
  return (
    <div className="faq-list">
      {shown.map((faq) => (
        <details key={faq.Question} className="faq">
          <summary>{faq.Question}</summary>
          <p>{faq.Answer}</p>
        </details>
      ))}
    </div>
  );
}
