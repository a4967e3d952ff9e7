import { useImperativeHandle, useRef, type Ref } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel } from './field-error';
import { useTypedBeforeWaking } from './use-typed-before-waking';
import './form-controls.css';

const SEPARATORS = /[\s.\-()/]/g;
const PHONE_INPUT = /^\+?\d*$/;

/**
 * What a phone field keeps from typed or pasted text: separators (spaces, dots, dashes, brackets,
 * slashes) are dropped; the rest must be digits with an optional leading '+', otherwise null (rejected).
 */
export function cleanPhoneInput(raw: string): string | null {
  const cleaned = raw.replace(SEPARATORS, '');
  return PHONE_INPUT.test(cleaned) ? cleaned : null;
}

export interface PhoneFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  required?: boolean;
  hint?: string;
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A telephone input that keeps only digits (and a leading '+'); other input reverts to the previous value.
 * Autofill `tel`: the field takes a whole number with its prefix, and the Nu Html Checker refuses `tel-national` here.
 */
export function PhoneField({ id, label, value, onChange, error, required, hint, autoComplete = 'tel', inputRef }: PhoneFieldProps) {
  const fieldRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(inputRef, () => fieldRef.current!, []);
  useTypedBeforeWaking(fieldRef, value, { onTyped: (text) => onChange(cleanPhoneInput(text) ?? value) });
  return (
    <div className={`field${error ? ' field-has-error' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <FieldHint id={id} hint={hint} />
      <input
        ref={fieldRef}
        id={id}
        name={id}
        className="field-input"
        type="tel"
        inputMode="tel"
        autoComplete={autoComplete}
        required={required}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
        onChange={(event) => onChange(cleanPhoneInput(event.target.value) ?? value)}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
