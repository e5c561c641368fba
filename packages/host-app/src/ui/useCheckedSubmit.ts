import { type FormEvent, useState } from 'react';

/**
 * The submit frame every form of the app shares: errors show only after a first submit (spec 03
 * §5), and `work` runs only when `check` finds none. `check` answers an object holding only the
 * fields that have an error.
 */
export function useCheckedSubmit<Errors extends object>(check: () => Errors) {
  const [submitted, setSubmitted] = useState(false);
  const errors: Partial<Errors> = submitted ? check() : {};
  const submit = (work: () => void | Promise<void>) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(check()).length > 0) return;
    void work();
  };
  return { errors, submit };
}
