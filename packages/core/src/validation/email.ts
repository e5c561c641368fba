/**
 * The e-mail shape every form checks (spec 01 §5 "Email does not seem to be valid"): something@host.tld.
 * In a module of its own so a form that needs only this does not load the phone-number data of the
 * field rules (issue 8).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
