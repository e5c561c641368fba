import type { ReactNode } from 'react';

export const errorIdOf = (id: string): string => `${id}-error`;

/** The accessibility attributes of a control with its error (aria-invalid, aria-describedby). */
export function controlProps(id: string, error: string | undefined) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorIdOf(id) : undefined,
  } as const;
}

/** A labelled control with its error below it, in the spec's words (spec 02 §5: errors per field). */
export function Field({
  id,
  label,
  error,
  children,
  className,
}: {
  id: string;
  label: string;
  error: string | undefined;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={className ? `sd-field ${className}` : 'sd-field'}>
      <label className="sd-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {error && (
        <p className="sd-error" id={errorIdOf(id)}>
          {error}
        </p>
      )}
    </div>
  );
}
