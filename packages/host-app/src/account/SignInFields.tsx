import { Field } from '../ui/Field';
import { t } from './accountMessages';

export type SignInField = 'identifier' | 'password';

/**
 * The identifier and password of a full sign-in (spec 03 §5), shared by the sign-in page and the
 * guest sign-in dialog; `namePrefix` keeps the ids apart when both are on screen.
 */
export function SignInFields({
  identifier,
  password,
  onIdentifierChange,
  onPasswordChange,
  errorOf,
  namePrefix = '',
}: {
  identifier: string;
  password: string;
  onIdentifierChange(value: string): void;
  onPasswordChange(value: string): void;
  errorOf(field: SignInField): string | null;
  namePrefix?: string;
}) {
  return (
    <>
      <Field
        label={t('signIn.identifier')}
        name={`${namePrefix}identifier`}
        value={identifier}
        onChange={onIdentifierChange}
        error={errorOf('identifier')}
        autoComplete="username"
      />
      <Field
        label={t('signIn.password')}
        name={`${namePrefix}password`}
        type="password"
        value={password}
        onChange={onPasswordChange}
        error={errorOf('password')}
        autoComplete="current-password"
      />
    </>
  );
}
