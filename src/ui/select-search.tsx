// Select with search: the WAI-ARIA editable combobox with a list (arrows, Enter, Escape, Tab, and
// typing to filter). The list is open/closed per SPEC 4 with a backdrop and a click outside closing it.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { describedBy, FieldError, FieldLabel } from './field-error';
import { OptionList } from './option-list';
import { movedIndex, useDropdown, useScrollIntoView } from './use-dropdown';
import './form-controls.css';

export interface SelectOption {
  value: string;
  label: string;
  icon?: ReactNode;
}

/** SPEC 5: options whose label contains the query, ignoring case, in their original order. */
export function filterOptions(options: SelectOption[], query: string): SelectOption[] {
  const needle = query.toLowerCase();
  return options.filter((option) => option.label.toLowerCase().includes(needle));
}

export interface SelectSearchProps {
  id: string;
  label: string;
  options: SelectOption[];
  value: string | null;
  onChange: (v: string) => void;
  noResultsMessage?: string;
  error?: string;
  placeholder?: string;
  required?: boolean;
}

export function SelectSearch({ id, label, options, value, onChange, noResultsMessage, error, placeholder, required }: SelectSearchProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDropdown(containerRef);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const noResultsId = `${useId()}-none`;
  const listId = `${id}-listbox`;
  const selected = options.find((option) => option.value === value) ?? null;
  const filtered = filterOptions(options, query);
  const activeOption = open ? filtered[active] : undefined;
  const optionId = (option: SelectOption) => `${id}-option-${options.indexOf(option)}`;
  useScrollIntoView(activeOption ? optionId(activeOption) : undefined);

  const openList = () => {
    setQuery('');
    setActive(Math.max(0, options.findIndex((option) => option.value === value)));
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (option: SelectOption) => {
    onChange(option.value);
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moved = movedIndex(event.key, active, filtered.length);
    if (event.key === 'ArrowDown' && !open) {
      event.preventDefault();
      openList();
    } else if (moved !== null && open) {
      event.preventDefault();
      setActive(moved);
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      if (activeOption) choose(activeOption);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === 'Tab' && open) {
      close();
    }
  };

  const showNoResults = open && filtered.length === 0;
  return (
    <div ref={containerRef} className={`field select${open ? ' open' : ''}${error ? ' field-has-error' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      {open && <div className="dropdown-backdrop" aria-hidden="true" onPointerDown={close} />}
      <div className="select-control">
        <input
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
          aria-describedby={describedBy(id, { error, extra: showNoResults ? noResultsId : undefined })}
          placeholder={open ? (selected?.label ?? placeholder) : placeholder}
          value={open ? query : (selected?.label ?? '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => (open ? close() : openList())}
          onKeyDown={onKeyDown}
        />
        {selected?.icon && !open && (
          <span className="select-value-icon" aria-hidden="true">
            {selected.icon}
          </span>
        )}
        <span className="select-chevron" aria-hidden="true" />
        <OptionList
          id={listId}
          label={label}
          options={filtered}
          optionId={optionId}
          open={open}
          active={active}
          isSelected={(option) => option.value === value}
          onActivate={setActive}
          onChoose={choose}
          noResultsId={noResultsId}
          noResultsMessage={noResultsMessage}
        />
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
