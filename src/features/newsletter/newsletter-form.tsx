import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SendButton } from '../../ui/send-button';
import { isApiError } from '../../api/api-error';
import { reportError } from '../../state/report-error';
import { TextField } from '../../ui/text-field';
import { newsletterEmailIssue } from './newsletter-rules';
import { sendNewsletterSignup } from './send-newsletter-signup';
import { isQueuedAnswer } from '../../offline/outbox-kinds';
import './newsletter.css';
import { HoneypotField } from '../../ui/honeypot-field';

interface NewsletterFormProps {
  id: string;
  title?: string;
  text?: string;
  placeholder?: string;
  buttonLabel?: string;
}

export function NewsletterForm({ id, title, text, placeholder, buttonLabel }: NewsletterFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'queued'>('idle');
  const titleId = `${id}-title`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const issue = newsletterEmailIssue(email);
    if (issue) {
      setError(t(issue.key));
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setError(undefined);
    setStatus('sending');
    try {
      const answer = await sendNewsletterSignup(email.trim());
      setEmail('');
      // Said once, in the form's own status line (no snackbar as well); a queued sign-up is thanked
      // by the outbox when it is delivered, when this form may be long gone.
      setStatus(isQueuedAnswer(answer) ? 'queued' : 'sent');
    } catch (failure) {
      setStatus('idle');
      // The provider refuses a bad address with 400; that is the visitor's to fix, in the field.
      if (isApiError(failure) && failure.status === 400) setError(t('validation.invalidEmail'));
      else reportError(failure);
    }
  };

  return (
    <section className="newsletter" aria-labelledby={titleId}>
      <h2 id={titleId}>{title ?? t('newsletter.title')}</h2>
      <p>{text ?? t('newsletter.text')}</p>
      <form className="newsletter-form" noValidate onSubmit={onSubmit} aria-labelledby={titleId}>
        <HoneypotField />
        <TextField
          id={`${id}-email`}
          type="email"
          label={t('newsletter.emailLabel')}
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (status === 'sent' || status === 'queued') setStatus('idle');
          }}
          error={error}
          autoComplete="email"
          inputMode="email"
          placeholder={placeholder ?? t('newsletter.placeholder')}
          required
        />
        <SendButton className="button" sending={status === 'sending'}>
          {status === 'sending' ? t('newsletter.sending') : (buttonLabel ?? t('newsletter.subscribe'))}
        </SendButton>
      </form>
      <p role="status" className="newsletter-status">
        {status === 'sent' ? t('common.success.subscribed') : status === 'queued' ? t('offline.queued') : ''}
      </p>
    </section>
  );
}
