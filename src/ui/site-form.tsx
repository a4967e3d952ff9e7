import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { FormSuccess } from './form-success';
import { HoneypotField } from './honeypot-field';
import { TextField } from './text-field';
import type { SubmissionStatus } from './use-form-submission';
import { SendButton } from './send-button';

interface SiteFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  status: SubmissionStatus;
  /** The CMS texts: the message once sent and the submit button's label (generic ones otherwise). */
  successMessage?: string;
  submitLabel?: string;
  onSubmit: () => void;
  onSendAnother: () => void;
  children: ReactNode;
}

/**
 * The frame of a site form that sends a message (contact, franchise): the robots' trap, the note on
 * required fields, the fields, the submit button, and once sent, the success message in its place.
 */
export function SiteForm({ labelledBy, status, successMessage, submitLabel, onSubmit, onSendAnother, children }: SiteFormProps) {
  const { t } = useTranslation();
  if (status === 'sent') return <FormSuccess message={successMessage} onSendAnother={onSendAnother} />;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form className="site-form" noValidate onSubmit={submit} aria-labelledby={labelledBy}>
      <HoneypotField />
      <p className="form-required-note">{t('forms.requiredNote')}</p>
      {children}
      <SendButton className="button" sending={status === 'sending'}>
        {status === 'sending' ? t('forms.sending') : (submitLabel ?? t('forms.submit'))}
      </SendButton>
    </form>
  );
}

interface NameAndEmailProps {
  /** The form's name, before each field's id: `contact` gives `contact-name` and `contact-email`. */
  idPrefix: string;
  values: { name: string; email: string };
  setField: (field: 'name' | 'email') => (value: string) => void;
  error: (field: 'name' | 'email') => string | undefined;
}

/** The two fields every site form opens with: who writes, and where the answer goes. */
export function NameAndEmailFields({ idPrefix, values, setField, error }: NameAndEmailProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextField
        id={`${idPrefix}-name`}
        label={t('forms.name')}
        value={values.name}
        onChange={setField('name')}
        error={error('name')}
        required
        autoComplete="name"
      />
      <TextField
        id={`${idPrefix}-email`}
        label={t('forms.email')}
        type="email"
        value={values.email}
        onChange={setField('email')}
        error={error('email')}
        required
        autoComplete="email"
        inputMode="email"
      />
    </>
  );
}
