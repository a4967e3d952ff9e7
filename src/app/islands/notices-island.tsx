// The page's notices at the bottom of the screen: messages (snackbars) and the offer of a new version.
import { defineIsland } from '../../ui/islands';
import { Snackbars } from '../../ui/snackbars';
import { UpdatePrompt } from '../../offline/update-prompt';

function Notices() {
  return (
    <>
      <Snackbars />
      <UpdatePrompt />
    </>
  );
}

export const island = defineIsland('notices', Notices);
