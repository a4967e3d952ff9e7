import { useContent } from '../../content/use-content';
import { defineIsland } from '../../ui/islands';
import type { ContactContent } from './contact-content';
import { ContactForm } from './contact-form';

/** The contact form with the page's own texts (topics, labels), read from the content the page already has. */
function ContactFormOfPage() {
  return <ContactForm form={useContent<ContactContent>('contact').Form} />;
}

export const island = defineIsland('contact-form', ContactFormOfPage);
