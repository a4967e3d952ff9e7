// Multi-select with chips: a combobox whose list (aria-multiselectable) toggles options; each chosen
// option shows as a chip, removed by its button or by Backspace in the empty search box.
import { useRef } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { Combobox } from './combobox';
import type { SelectOption } from './option-list';

/** SPEC 5: a multi-select never holds the same item twice. */
function addUnique(values: string[], value: string): string[] {
  return values.includes(value) ? values : [...values, value];
}

export interface MultiSelectProps {
  id: string;
  label: string;
  options: SelectOption[];
  value: string[];
  onChange: (v: string[]) => void;
  error?: string;
  noResultsMessage?: string;
  required?: boolean;
}

export function MultiSelect({ value, onChange, ...field }: MultiSelectProps) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const chipsId = `${field.id}-chips`;
  const chosen = value.map((item) => field.options.find((option) => option.value === item)).filter((option) => option !== undefined);

  const toggle = (option: SelectOption) =>
    onChange(value.includes(option.value) ? value.filter((item) => item !== option.value) : addUnique(value, option.value));
  const remove = (item: string) => {
    onChange(value.filter((entry) => entry !== item));
    inputRef.current?.focus();
  };

  return (
    <Combobox
      {...field}
      multiselectable
      isSelected={(option) => value.includes(option.value)}
      onChoose={toggle}
      onEmptyBackspace={() => value.length > 0 && onChange(value.slice(0, -1))}
      inputRef={inputRef}
      chipsId={chosen.length > 0 ? chipsId : undefined}
      chips={
        chosen.length > 0 && (
          <ul id={chipsId} className="chips" aria-label={t('controls.selected')}>
            {chosen.map((option) => (
              <li key={option.value} className="chip">
                <span>{option.label}</span>
                <button
                  type="button"
                  className="chip-remove"
                  aria-label={t('controls.removeOption', { label: option.label })}
                  onClick={() => remove(option.value)}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )
      }
    />
  );
}
