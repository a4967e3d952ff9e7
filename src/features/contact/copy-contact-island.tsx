import { CopyButton } from '../../ui/copy-button';
import { defineIsland } from '../../ui/islands';

/** A contact detail's copy button: the clipboard needs code, so each is a small island of its own. */
export const island = defineIsland('copy-contact', CopyButton);
