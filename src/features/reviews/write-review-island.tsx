import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PageContent } from '../../content/content-queries';
import { useContent } from '../../content/use-content';
import { defineIsland } from '../../ui/islands';
import { useReviewLocations } from './use-review-locations';
import { WriteReviewForm, type WriteCopy } from './write-review-form';

export interface ReviewPageCopy extends PageContent {
  Write?: WriteCopy;
}

/** "Write a review" and, once asked for, its form. */
function WriteReview() {
  const { t } = useTranslation();
  const content = useContent<ReviewPageCopy>('review');
  const { options } = useReviewLocations();
  const [writing, setWriting] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button"
        aria-expanded={writing}
        aria-controls="write-review"
        onClick={() => setWriting((open) => !open)}
      >
        {content.Write?.Title ?? t('reviews.write.title')}
      </button>
      <div id="write-review" hidden={!writing}>
        {writing && <WriteReviewForm copy={content.Write ?? {}} options={options} />}
      </div>
    </>
  );
}

export const island = defineIsland('write-review', WriteReview);
