// Select with search: a combobox whose list picks one option (see combobox.tsx).
import { Combobox } from './combobox';
import type { SelectOption } from './option-list';

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

export function SelectSearch({ value, onChange, ...field }: SelectSearchProps) {
  return (
    <Combobox
      {...field}
      selected={field.options.find((option) => option.value === value) ?? null}
      isSelected={(option) => option.value === value}
      onChoose={(option) => onChange(option.value)}
    />
  );
}
