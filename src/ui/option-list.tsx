// The dropdown of the select comboboxes: the listbox of filtered options and the status that says when
// none match. Focus stays in the combobox input (options are pointed at and clicked, never focused), so
// the active option is only marked here and announced through the input's aria-activedescendant.
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation';

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

interface OptionListProps {
  /** The listbox's id, named by the combobox's aria-controls. */
  id: string;
  label: string;
  options: SelectOption[];
  optionId: (option: SelectOption) => string;
  open: boolean;
  active: number;
  /** A multi-select's options toggle and show a check box. */
  multiselectable?: boolean;
  isSelected: (option: SelectOption) => boolean;
  onActivate: (index: number) => void;
  onChoose: (option: SelectOption) => void;
  noResultsId: string;
  noResultsMessage?: string;
}

export function OptionList({
  id,
  label,
  options,
  optionId,
  open,
  active,
  multiselectable,
  isSelected,
  onActivate,
  onChoose,
  noResultsId,
  noResultsMessage,
}: OptionListProps) {
  const { t } = useTranslation();
  const showNoResults = open && options.length === 0;
  return (
    <>
      <ul
        id={id}
        role="listbox"
        aria-multiselectable={multiselectable || undefined}
        aria-label={label}
        className="select-list"
        hidden={!open || options.length === 0}
      >
        {options.map((option, index) => (
          <li
            key={option.value}
            id={optionId(option)}
            role="option"
            aria-selected={isSelected(option)}
            className={`select-option${index === active ? ' active' : ''}`}
            onPointerDown={(event) => event.preventDefault()}
            onPointerEnter={() => onActivate(index)}
            onClick={() => onChoose(option)}
          >
            {multiselectable && <span className="select-check" aria-hidden="true" />}
            {option.icon && (
              <span className="select-option-icon" aria-hidden="true">
                {option.icon}
              </span>
            )}
            {option.label}
          </li>
        ))}
      </ul>
      <p id={noResultsId} className={showNoResults ? 'select-list select-no-results' : 'visually-hidden'} role="status">
        {showNoResults ? (noResultsMessage ?? t('errors.noResults')) : ''}
      </p>
    </>
  );
}
