/**
 * A labelled text input with its error under it (aria-invalid and aria-describedby point at the
 * message), as every form of the app shows a field.
 */
export function Field({
  label,
  name,
  value,
  onChange,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  readOnly,
  normalizeOnBlur,
}: {
  label: string;
  name: string;
  value: string;
  onChange?: (value: string) => void;
  error?: string | null;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'email' | 'tel';
  readOnly?: boolean;
  /** What leaving the field makes of its value; trimmed by default (never for passwords). */
  normalizeOnBlur?: (value: string) => string;
}) {
  const errorId = `${name}-error`;
  return (
    <label className="app-field">
      <span>{label}</span>
      <input
        name={name}
        type={type}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange?.(event.target.value)}
        // spec 03 §5: text inputs trim whitespace on blur (never passwords).
        onBlur={(event) => type !== 'password' && onChange?.((normalizeOnBlur ?? trim)(event.target.value))}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error && (
        <span id={errorId} className="app-field-error">
          {error}
        </span>
      )}
    </label>
  );
}

const trim = (value: string) => value.trim();
