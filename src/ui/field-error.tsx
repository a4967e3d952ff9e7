/** A field's error message; role="alert" announces it as soon as it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {message}
    </p>
  );
}

/** Ids for aria-describedby: the hint and the error, only when they are shown. */
export function describedBy(id: string, { hint, error, extra }: { hint?: string; error?: string; extra?: string }): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : '', extra ?? ''].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

/** A field's label, with a required mark that screen readers skip (the control says it is required). */
export function FieldLabel({ id, label, required }: { id: string; label: string; required?: boolean }) {
  return (
    <label className="field-label" htmlFor={id}>
      {label}
      {required && (
        <span className="field-required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: string }) {
  if (!hint) return null;
  return (
    <p id={`${id}-hint`} className="field-hint">
      {hint}
    </p>
  );
}
