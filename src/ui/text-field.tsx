import { useRef, type HTMLAttributes } from 'react';
import { describedBy, FieldError, FieldHint, FieldLabel } from './field-error';
import { useTypedBeforeWaking } from './use-typed-before-waking';
import './form-controls.css';

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  type?: 'text' | 'email' | 'tel' | 'date' | 'search';
  required?: boolean;
  multiline?: boolean;
  autoComplete?: string;
  hint?: string;
  maxLength?: number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  name?: string;
  placeholder?: string;
  rows?: number;
  onBlur?: () => void;
}

/** A labelled text input or text area; its hint and error are tied to it with aria-describedby. */
export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  type = 'text',
  required,
  multiline,
  autoComplete,
  hint,
  maxLength,
  inputMode,
  name,
  placeholder,
  rows = 5,
  onBlur,
}: TextFieldProps) {
  const fieldRef = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  useTypedBeforeWaking(fieldRef, value, { onTyped: onChange });
  const shared = {
    ref: fieldRef,
    id,
    name: name ?? id,
    value,
    required,
    autoComplete,
    maxLength,
    placeholder,
    onBlur,
    className: 'field-input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { hint, error }),
  };
  return (
    <div className={`field${error ? ' field-has-error' : ''}`}>
      <FieldLabel id={id} label={label} required={required} />
      <FieldHint id={id} hint={hint} />
      {multiline ? (
        <textarea {...shared} rows={rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
