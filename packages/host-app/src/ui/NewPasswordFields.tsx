import { Field } from './Field';

/**
 * A new password and its repeat, as sign-up, the reset link and a staff password change ask for
 * them (spec 03 §5; core's account/rules newPasswordErrors gives the errors). Both say
 * new-password so a browser offers to generate and save one, and neither is trimmed.
 */
export function NewPasswordFields({
  labels,
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
}: {
  labels: { password: string; confirm: string };
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: { password?: string | null; confirm?: string | null };
}) {
  return (
    <>
      <Field
        label={labels.password}
        name="password"
        type="password"
        value={password}
        onChange={onPasswordChange}
        error={errors.password}
        autoComplete="new-password"
      />
      <Field
        label={labels.confirm}
        name="confirm"
        type="password"
        value={confirm}
        onChange={onConfirmChange}
        error={errors.confirm}
        autoComplete="new-password"
      />
    </>
  );
}
