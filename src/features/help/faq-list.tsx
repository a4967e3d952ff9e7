import { FaqDetails } from '../../ui/details-list';
import type { FaqRecord } from './help-queries';

export function FaqList({ faqs }: { faqs: FaqRecord[] }) {
  return (
    <div className="faq-list">
      <FaqDetails faqs={faqs} className="faq" />
    </div>
  );
}
