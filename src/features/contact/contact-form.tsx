import { useTranslation } from '../../i18n/use-translation';
import { PhoneField } from '../../ui/phone-field';
import { SelectSearch } from '../../ui/select-search';
import { NameAndEmailFields, SiteForm } from '../../ui/site-form';
import { TextField } from '../../ui/text-field';
import { useFormSubmission } from '../../ui/use-form-submission';
import { issueText, useValidatedForm } from '../../ui/use-validated-form';
import { contactBody, emptyContact, validateContact, type ContactField } from './contact-rules';
import type { ContactContent } from './contact-content';
import { sendContact } from './send-contact';

export function ContactForm({ form }: { form?: ContactContent['Form'] }) {
  const { t } = useTranslation();
  const { values, setField, issues, check, clear } = useValidatedForm(emptyContact, validateContact, 'contact');
  const { status, serverErrors, submit, reset } = useFormSubmission(sendContact);
  const error = (field: ContactField) => issueText(t, issues[field]) ?? serverErrors[field];
  const topics = (form?.Topics ?? [])
    .filter((topic) => topic.Value && topic.Label)
    .map((topic) => ({ value: topic.Value, label: topic.Label }));

  const onSubmit = async () => {
    if (check() && (await submit(contactBody(values)))) clear();
  };

  return (
    <SiteForm
      labelledBy="contact-form-title"
      status={status}
      successMessage={form?.SuccessMessage}
      submitLabel={form?.SubmitLabel}
      onSubmit={onSubmit}
      onSendAnother={reset}
    >
      <div className="form-grid">
        <NameAndEmailFields idPrefix="contact" values={values} setField={setField} error={error} />
        <PhoneField
          id="contact-phone"
          label={t('forms.phoneOptional')}
          value={values.phone}
          onChange={setField('phone')}
          error={error('phone')}
        />
        <SelectSearch
          id="contact-topic"
          label={t('forms.topic')}
          options={topics}
          value={values.topic || null}
          onChange={setField('topic')}
          error={error('topic')}
          placeholder={t('forms.choose')}
          required
        />
      </div>
      <TextField
        id="contact-message"
        label={t('forms.message')}
        multiline
        value={values.message}
        onChange={setField('message')}
        error={error('message')}
        required
        hint={t('forms.messageHint', { count: 2000 })}
      />
      {form?.Privacy && <p className="form-privacy">{form.Privacy}</p>}
    </SiteForm>
  );
}
