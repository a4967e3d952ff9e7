import type { ReactNode } from 'react';

/** One disclosure: the summary always shown, and what opening it shows. */
export interface DetailsItem {
  key: string;
  summary: ReactNode;
  body: ReactNode;
}

/**
 * Questions or sections as disclosure widgets: keyboard operable, announced and opened without any
 * script, so they work in server HTML before (or without) hydration. Only the <details> elements: each
 * caller keeps its own wrapper and class, so pages keep their markup and styles.
 */
export function DetailsList({ items, className, openFirst }: { items: DetailsItem[]; className?: string; openFirst?: boolean }) {
  return (
    <>
      {items.map((item, index) => (
        <details key={item.key} className={className} open={openFirst ? index === 0 : undefined}>
          <summary>{item.summary}</summary>
          {item.body}
        </details>
      ))}
    </>
  );
}

/** A question and its answer from the content service, either of which may be missing. */
export interface Faq {
  Question?: string;
  Answer?: string;
}

/** The FAQs that have both a question and an answer (the first `max` of them), each answer one paragraph. */
export function FaqDetails({ faqs, className, max }: { faqs: Faq[]; className: string; max?: number }) {
  const items = faqs
    .filter((faq): faq is Required<Faq> => !!faq.Question && !!faq.Answer)
    .slice(0, max)
    .map((faq) => ({ key: faq.Question, summary: faq.Question, body: <p>{faq.Answer}</p> }));
  return <DetailsList items={items} className={className} />;
}
