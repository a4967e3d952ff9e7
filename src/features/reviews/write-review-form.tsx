import { useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation';
import { SendButton } from '../../ui/send-button';
import { isApiError } from '../../api/api-error';
import { reportError } from '../../state/report-error';
import { useLang } from '../../state/use-lang';
import type { SelectOption } from '../../ui/option-list';
import { SelectSearch } from '../../ui/select-search';
import { TextField } from '../../ui/text-field';
import { parseLocationValue } from './location-options';
import { RatingInput } from './rating-input';
import { endpointOf, type NewReview } from './review-types';
import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX, validateReview, type ReviewFieldErrors } from './review-validation';
import { sendReview } from './send-review';
import { isQueuedAnswer } from '../../offline/outbox-kinds';
import { HoneypotField } from '../../ui/honeypot-field';

export interface WriteCopy {
  Title?: string;
  Intro?: string;
  NameLabel?: string;
  RatingLabel?: string;
  TextLabel?: string;
  SubmitLabel?: string;
  ThankYou?: string;
}

const firstMessage = (value: unknown): string | undefined =>
  Array.isArray(value) ? String(value[0] ?? '') : typeof value === 'string' ? value : undefined;

export function WriteReviewForm({ copy, options }: { copy: WriteCopy; options: SelectOption[] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const [location, setLocation] = useState<string | null>(null);
  const [rating, setRating] = useState<number | null>(null);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<ReviewFieldErrors>({});
  const [serverErrors, setServerErrors] = useState<Record<string, string | undefined>>({});
  const [sent, setSent] = useState<false | 'sent' | 'queued'>(false);
  // One key per review being written: a double submit or a retry of the same review counts once.
  const idempotencyKey = useRef(crypto.randomUUID());

  const mutation = useMutation({
    mutationFn: ({ type, review }: { type: 'store' | 'atm'; review: NewReview }) =>
      sendReview(endpointOf(type), review, idempotencyKey.current, lang),
    onSuccess: (answer) => {
      const queued = isQueuedAnswer(answer);
      setSent(queued ? 'queued' : 'sent');
      setText('');
      setRating(null);
      idempotencyKey.current = crypto.randomUUID();
      // The thanks (or "queued") is said once, in the form's status line below, not as a snackbar too.
      void queryClient.invalidateQueries({ queryKey: ['reviews'] });
      void queryClient.invalidateQueries({ queryKey: ['reviews-featured'] });
    },
    // Field errors are shown at their fields only; anything else goes through the error catalogue, once.
    meta: { handlesOwnErrors: true },
    onError: (error) => {
      const fields = isApiError(error) && error.status === 422 ? error.fieldErrors : {};
      const shown = {
        locationId: firstMessage(fields.locationId),
        rating: firstMessage(fields.rating),
        text: firstMessage(fields.text),
        name: firstMessage(fields.name),
      };
      if (Object.values(shown).some(Boolean)) setServerErrors(shown);
      else reportError(error);
    },
  });

  const message = (field: keyof ReviewFieldErrors) => {
    const error = errors[field];
    return error ? t(error.key, { count: error.count }) : serverErrors[field];
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const target = parseLocationValue(location);
    const found = validateReview({ locationId: target?.id ?? null, rating, text, name });
    setErrors(found);
    setServerErrors({});
    setSent(false);
    if (Object.keys(found).length > 0 || !target || rating === null) return;
    mutation.mutate({ type: target.type, review: { locationId: target.id, rating, text: text.trim(), name: name.trim() } });
  };

  return (
    <form className="write-review" onSubmit={submit} noValidate aria-labelledby="write-review-title">
      <HoneypotField />
      <h2 id="write-review-title">{copy.Title ?? t('reviews.write.title')}</h2>
      {copy.Intro && <p>{copy.Intro}</p>}
      <SelectSearch
        id="review-location"
        label={t('reviews.write.location')}
        options={options}
        value={location}
        onChange={setLocation}
        error={message('locationId')}
        required
        placeholder={t('reviews.filters.searchPlaceholder')}
      />
      <RatingInput
        id="review-rating"
        legend={copy.RatingLabel ?? t('reviews.write.rating')}
        value={rating}
        onChange={setRating}
        error={message('rating')}
      />
      <TextField
        id="review-text"
        label={copy.TextLabel ?? t('reviews.write.text')}
        value={text}
        onChange={setText}
        multiline
        required
        maxLength={REVIEW_TEXT_MAX}
        error={message('text')}
      />
      <TextField
        id="review-name"
        label={copy.NameLabel ?? t('reviews.write.name')}
        value={name}
        onChange={setName}
        required
        autoComplete="given-name"
        maxLength={REVIEW_NAME_MAX}
        error={message('name')}
      />
      <SendButton className="button" sending={mutation.isPending}>
        {mutation.isPending ? t('reviews.write.sending') : (copy.SubmitLabel ?? t('reviews.write.submit'))}
      </SendButton>
      <p role="status" className="write-review-status">
        {sent === 'queued' ? t('offline.queued') : sent ? (copy.ThankYou ?? t('reviews.write.sent')) : ''}
      </p>
    </form>
  );
}
