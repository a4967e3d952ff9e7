import { useRef, useState } from 'react';
import { formatNumber } from '../i18n/format-number';
import { describedBy, FieldError, FieldHint, FieldLabel } from './field-error';
import { nextNumberInput } from './number-input-rule';
import { useTypedBeforeWaking } from './use-typed-before-waking';
import './form-controls.css';

export interface NumberFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  fractionDigits?: number;
  error?: string;
  suffix?: string;
  readOnly?: boolean;
  hint?: string;
  required?: boolean;
}

/** The value shown while the field is not being edited: en-US with `fractionDigits` (SPEC 9). */
function displayNumber(value: string, fractionDigits: number): string {
  const number = Number(value);
  if (value === '' || value === '-' || value === '.' || value === '-.' || !Number.isFinite(number)) return value;
  return formatNumber(number, fractionDigits);
}

/** A decimal input (SPEC 5): raw while focused, formatted otherwise; invalid input reverts. */
export function NumberField({ id, label, value, onChange, fractionDigits = 2, error, suffix, readOnly, hint, required }: NumberFieldProps) {
  const [editing, setEditing] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const shown = editing && !readOnly ? value : displayNumber(value, fractionDigits);
  useTypedBeforeWaking(inputRef, shown, { onTyped: (text) => onChange(nextNumberInput(value, text)), onFocused: () => setEditing(true) });
  const suffixId = suffix ? `${id}-suffix` : undefined;
  return (
    <div className={`field${error ? ' field-has-error' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <FieldHint id={id} hint={hint} />
      <div className="field-affix">
        <input
          ref={inputRef}
          id={id}
          name={id}
          className="field-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          readOnly={readOnly}
          required={required}
          value={shown}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error, extra: suffixId })}
          onFocus={() => setEditing(true)}
          onBlur={() => setEditing(false)}
          onChange={(event) => {
            // Typing is editing, whether or not the focus came before the field's code (a first document).
            setEditing(true);
            onChange(nextNumberInput(value, event.target.value));
          }}
        />
        {suffix && (
          <span id={suffixId} className="field-suffix">
            {suffix}
          </span>
        )}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
