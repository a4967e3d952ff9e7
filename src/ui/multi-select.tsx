// Multi-select with chips: a combobox whose list (aria-multiselectable) toggles options; each chosen
// option shows as a chip, removed by its button or by Backspace in the empty search box.
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { describedBy, FieldError, FieldLabel } from './field-error';
import { OptionList } from './option-list';
import { filterOptions, type SelectOption } from './select-search';
import { movedIndex, useDropdown, useScrollIntoView } from './use-dropdown';
import './form-controls.css';

/** SPEC 5: a multi-select never holds the same item twice. */
export function addUnique(values: string[], value: string): string[] {
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

export function MultiSelect({ id, label, options, value, onChange, error, noResultsMessage, required }: MultiSelectProps) {
  const { t } = useTranslation();
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useDropdown(containerRef);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const baseId = useId();
  const listId = `${id}-listbox`;
  const chipsId = `${baseId}-chips`;
  const noResultsId = `${baseId}-none`;
  const filtered = filterOptions(options, query);
  const activeOption = open ? filtered[active] : undefined;
  const chosen = value.map((item) => options.find((option) => option.value === item)).filter((option) => option !== undefined);
  const optionId = (option: SelectOption) => `${id}-option-${options.indexOf(option)}`;
  useScrollIntoView(activeOption ? optionId(activeOption) : undefined);

  const toggle = (option: SelectOption) => {
    onChange(value.includes(option.value) ? value.filter((item) => item !== option.value) : addUnique(value, option.value));
    setQuery('');
  };
  const remove = (item: string) => {
    onChange(value.filter((entry) => entry !== item));
    inputRef.current?.focus();
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moved = movedIndex(event.key, active, filtered.length);
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      setActive(0);
      setOpen(true);
    } else if (moved !== null && open) {
      event.preventDefault();
      setActive(moved);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (activeOption) toggle(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Backspace' && query === '' && value.length > 0) {
      onChange(value.slice(0, -1));
    } else if (event.key === 'Tab' && open) {
      close();
    }
  };

  const showNoResults = open && filtered.length === 0;
  return (
    <div ref={containerRef} className={`field select multi-select${open ? ' open' : ''}${error ? ' field-has-error' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      {open && <div className="dropdown-backdrop" aria-hidden="true" onPointerDown={close} />}
      <div className="select-control multi-select-control">
        {chosen.length > 0 && (
          <ul id={chipsId} className="chips" aria-label={t('controls.selected')}>
            {chosen.map((option) => (
              <li key={option.value} className="chip">
                <span>{option.label}</span>
                <button type="button" className="chip-remove" aria-label={t('controls.removeOption', { label: option.label })} onClick={() => remove(option.value)}>
                  <span aria-hidden="true">×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <input
          ref={inputRef}
          id={id}
          name={id}
          className="field-input select-input"
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(id, { error, extra: [chosen.length ? chipsId : '', showNoResults ? noResultsId : ''].filter(Boolean).join(' ') || undefined })}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => {
            setActive(0);
            setOpen(!open);
          }}
          onKeyDown={onKeyDown}
        />
        <span className="select-chevron" aria-hidden="true" />
        <OptionList
          id={listId}
          label={label}
          options={filtered}
          optionId={optionId}
          open={open}
          active={active}
          multiselectable
          isSelected={(option) => value.includes(option.value)}
          onActivate={setActive}
          onChoose={toggle}
          noResultsId={noResultsId}
          noResultsMessage={noResultsMessage}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
