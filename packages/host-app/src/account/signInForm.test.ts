import { describe, expect, it } from 'vitest';
import { identifierError, newPasswordErrors, passwordError } from './signInForm';

describe('sign-in rules (spec 03 §5)', () => {
  it('requires the e-mail or number, with at least 6 characters', () => {
    expect(identifierError(' ')).toBe('Email or import/export number field is required.');
    expect(identifierError('12345')).toBe('This value is too short. It should have 6 characters or more.');
    expect(identifierError('812345678')).toBeNull();
  });
  it('requires the password', () => {
    expect(passwordError('')).toBe('Password field is required.');
  });
});

describe('set or change password rules (spec 03 §5)', () => {
  it('requires 8 characters and a matching confirmation', () => {
    expect(newPasswordErrors('', '')).toEqual({
      password: 'Password field is required.',
      confirm: 'Confirm password field is required.',
    });
    expect(newPasswordErrors('short', 'short').password).toBe(
      'This value is too short. It should have 8 characters or more.',
    );
    // Four emoji are 8 UTF-16 units but 4 characters: too short here as on the server.
    expect(newPasswordErrors('🔒🔒🔒🔒', '🔒🔒🔒🔒').password).toBe(
      'This value is too short. It should have 8 characters or more.',
    );
    expect(newPasswordErrors('long-enough', 'different').confirm).toBe('Passwords do not match.');
    expect(newPasswordErrors('long-enough', 'long-enough')).toEqual({});
  });
});
