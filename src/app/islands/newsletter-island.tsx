import { defineIsland } from '../../ui/islands';
import { NewsletterForm } from '../../features/newsletter/newsletter-form';

export const island = defineIsland('newsletter', NewsletterForm);
