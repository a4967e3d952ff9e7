// The editable combobox with a list (WAI-ARIA) that the select and the multi-select share: arrows,
// Enter, Escape, Tab, and typing to filter. The list is open/closed per SPEC 4 with a backdrop and a
// press outside closing it. A select's choice closes the list; a multi-select's toggles the option and
// leaves the list open for the next one.
import { useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { describedBy, FieldError, FieldLabel } from './field-error';
import { filterOptions, OptionList, type SelectOption } from './option-list';
import { movedIndex, useDropdown, useScrollIntoView } from './use-dropdown';
import './form-controls.css';

interface ComboboxProps {
  id: string;
  label: string;
  options: SelectOption[];
  isSelected: (option: SelectOption) => boolean;
  onChoose: (option: SelectOption) => void;
  /** A multi-select: options toggle, the search stays in the input and chosen ones show in `chips`. */
  multiselectable?: boolean;
  /** A select's choice, shown in the input (with its icon) while the list is closed. */
  selected?: SelectOption | null;
  /** A multi-select's chosen options, before the input, and the id of the element that lists them. */
  chips?: ReactNode;
  chipsId?: string;
  /** Backspace in an empty search box (a multi-select removes its last chip). */
  onEmptyBackspace?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  noResultsMessage?: string;
  error?: string;
  placeholder?: string;
  required?: boolean;
}

export function Combobox(props: ComboboxProps) {
  const {
    id,
    label,
    options,
    isSelected,
    multiselectable,
    selected,
    chips,
    chipsId,
    onEmptyBackspace,
    inputRef,
    noResultsMessage,
    error,
    placeholder,
    required,
  } = props;
  const containerRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useDropdown(containerRef);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);
  const noResultsId = `${id}-none`;
  const listId = `${id}-listbox`;
  const filtered = filterOptions(options, query);
  const activeOption = open ? filtered[active] : undefined;
  const optionId = (option: SelectOption) => `${id}-option-${options.indexOf(option)}`;
  useScrollIntoView(activeOption ? optionId(activeOption) : undefined);

  const openList = () => {
    // A select's search is hidden while closed (the input shows its choice), so a stale one is dropped;
    // a multi-select's stays in view and keeps filtering. A select opens on its choice.
    if (multiselectable) {
      setActive(0);
    } else {
      setQuery('');
      setActive(Math.max(0, selected ? options.indexOf(selected) : -1));
    }
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setQuery('');
  };
  const choose = (option: SelectOption) => {
    props.onChoose(option);
    if (multiselectable) setQuery('');
    else close();
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
    } else if (event.key === 'Backspace' && query === '') {
      onEmptyBackspace?.();
    } else if (event.key === 'Tab' && open) {
      close();
    }
  };

  const showNoResults = open && filtered.length === 0;
  const shownSelected = open ? undefined : selected;
  return (
    <div
      ref={containerRef}
      className={`field select${multiselectable ? ' multi-select' : ''}${open ? ' open' : ''}${error ? ' field-has-error' : ''}`}
    >
      <FieldLabel id={id} label={label} required={required} />
      {open && <div className="dropdown-backdrop" aria-hidden="true" onPointerDown={close} />}
      <div className={`select-control${multiselectable ? ' multi-select-control' : ''}`}>
        {chips}
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
          aria-describedby={describedBy(id, {
            error,
            extra: [chipsId ?? '', showNoResults ? noResultsId : ''].filter(Boolean).join(' ') || undefined,
          })}
          placeholder={open ? (selected?.label ?? placeholder) : placeholder}
          value={multiselectable || open ? query : (selected?.label ?? '')}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => (open ? close() : openList())}
          onKeyDown={onKeyDown}
        />
        {shownSelected?.icon && (
          <span className="select-value-icon" aria-hidden="true">
            {shownSelected.icon}
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
          multiselectable={multiselectable}
          isSelected={isSelected}
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
