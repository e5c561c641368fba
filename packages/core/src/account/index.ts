// The account flows (spec 03): the rules of their forms, shared by the app and the server.
export { dialCodeOf, isDialCodeOnly, withLeadingPlus } from './phoneInput';
export type { FieldErrors, SignInField } from './rules';
export {
  EMAIL_MAX,
  identifierError,
  newPasswordError,
  newPasswordErrors,
  quickQuoteErrors,
  recoveryIdentifierErrors,
  recoveryRequestErrors,
  SIGN_UP_TEXT_MAX,
  signInErrors,
  toViolations,
} from './rules';
export type { ProfileInput } from './settingsRules';
export { emailChangeErrors, PROFILE_NAME_MAX, profileErrors } from './settingsRules';
export type {
  SignInDialogAction,
  SignInFailure,
  SignInFlow,
  SignInFlowActions,
  SignInFlowDeps,
  SignInFlowState,
  SignInForm,
  SignInPageField,
} from './signInFlow';
export { createSignInFlow, signInFieldError } from './signInFlow';
export type { SignUpField, SignUpInput } from './signUpRules';
export { signUpErrors } from './signUpRules';
