import { useTranslation } from '../../i18n/use-translation';
import { useLang, useMarketId } from '../../state/use-lang';
import { marketTable } from '../../markets/market-table';
import { MultiSelect } from '../../ui/multi-select';
import { PhoneField } from '../../ui/phone-field';
import { SelectSearch } from '../../ui/select-search';
import { NameAndEmailFields, SiteForm } from '../../ui/site-form';
import { TextField } from '../../ui/text-field';
import { useFormSubmission } from '../../ui/use-form-submission';
import { issueText, useValidatedForm } from '../../ui/use-validated-form';
import { toOptions, type FranchiseContent } from './franchise-content';
import { emptyFranchise, franchiseBody, validateFranchise, type FranchiseField } from './franchise-rules';
import { countryName, hasPostalCodes } from './postal-code';
import { sendFranchise } from './send-franchise';

export function FranchiseForm({ content }: { content: FranchiseContent }) {
  const { t } = useTranslation();
  const market = marketTable[useMarketId()].code;
  const country = countryName(market, useLang());
  const postalRequired = hasPostalCodes(market);
  const { values, setField, issues, check, clear } = useValidatedForm(
    emptyFranchise,
    (v) => validateFranchise(v, market, country),
    'franchise',
  );
  const { status, serverErrors, submit, reset } = useFormSubmission(sendFranchise);
  const error = (field: FranchiseField) => issueText(t, issues[field]) ?? serverErrors[field];
  const form = content.Form;

  const onSubmit = async () => {
    if (check() && (await submit(franchiseBody(values, market)))) clear();
  };

  return (
    <SiteForm
      labelledBy="franchise-form-title"
      status={status}
      successMessage={form?.SuccessMessage}
      submitLabel={form?.SubmitLabel}
      onSubmit={onSubmit}
      onSendAnother={reset}
    >
      <div className="form-grid">
        <NameAndEmailFields idPrefix="franchise" values={values} setField={setField} error={error} />
        <PhoneField
          id="franchise-phone"
          label={t('forms.phone')}
          value={values.phone}
          onChange={setField('phone')}
          error={error('phone')}
          required
        />
        <TextField
          id="franchise-city"
          label={t('forms.city')}
          value={values.city}
          onChange={setField('city')}
          error={error('city')}
          required
          autoComplete="address-level2"
        />
        <TextField
          id="franchise-postalCode"
          label={postalRequired ? t('forms.postalCode') : t('forms.postalCodeOptional')}
          value={values.postalCode}
          onChange={setField('postalCode')}
          error={error('postalCode')}
          required={postalRequired}
          autoComplete="postal-code"
          hint={postalRequired ? undefined : t('forms.noPostalCodes', { country })}
        />
        <SelectSearch
          id="franchise-investment"
          label={t('forms.investment')}
          options={toOptions(content.InvestmentRanges)}
          value={values.investment || null}
          onChange={setField('investment')}
          error={error('investment')}
          placeholder={t('forms.choose')}
          required
        />
      </div>
      <MultiSelect
        id="franchise-interests"
        label={t('forms.interests')}
        options={toOptions(content.InterestAreas)}
        value={values.interests}
        onChange={setField('interests')}
        error={error('interests')}
        required
      />
    </SiteForm>
  );
}
