import { useContent } from '../../content/use-content';
import { defineIsland } from '../../ui/islands';
import type { FranchiseContent } from './franchise-content';
import { FranchiseForm } from './franchise-form';

/** The franchise form with the page's own texts and choices, read from the content the page already has. */
function FranchiseFormOfPage() {
  return <FranchiseForm content={useContent<FranchiseContent>('franchise')} />;
}

export const island = defineIsland('franchise-form', FranchiseFormOfPage);
