import { describe, expect, it } from 'vitest';
import { dialCodeOf, withLeadingPlus } from './phoneInput';
import {
  identifierError,
  newPasswordErrors,
  quickQuoteErrors,
  recoveryIdentifierErrors,
  recoveryRequestErrors,
  signInErrors,
  toViolations,
} from './rules';
import { signUpErrors } from './signUpRules';

const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+1 212 555 0100',
  phoneNumberExtension: '',
  email: 'ada@example.com',
  promoCode: '',
};

describe('sign-in rules (spec 03 §5)', () => {
  it('requires the e-mail or number, with at least 6 characters', () => {
    expect(identifierError(' ')).toBe('Email or import/export number field is required.');
    expect(identifierError('12345')).toBe('This value is too short. It should have 6 characters or more.');
    expect(identifierError('812345678')).toBeUndefined();
  });

  it('requires the password', () => {
    expect(signInErrors({ identifier: '812345678', password: '' })).toEqual({
      password: 'Password field is required.',
    });
    expect(signInErrors({ identifier: 'ada@example.com', password: 'x' })).toEqual({});
  });

  it('refuses a password longer than any password can be, naming the maximum (as the server did)', () => {
    expect(signInErrors({ identifier: 'ada@example.com', password: 'p'.repeat(257) }).password).toBe(
      'This value is too long. It should have 256 characters or less.',
    );
  });
});

describe('quick-quote rules (spec 03 §5: the same required and 6-character rules as sign-in)', () => {
  it('says the field is required when it is empty, not that it is too short', () => {
    expect(quickQuoteErrors('')).toEqual({
      accountNumber: 'Email or import/export number field is required.',
    });
    expect(quickQuoteErrors('   ')).toEqual({
      accountNumber: 'Email or import/export number field is required.',
    });
  });

  it('says too short under 6 characters', () => {
    expect(quickQuoteErrors('81234')).toEqual({
      accountNumber: 'This value is too short. It should have 6 characters or more.',
    });
    expect(quickQuoteErrors('812345606')).toEqual({});
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

describe('reset password request rules (spec 03 §5)', () => {
  it('requires a number or an e-mail with the spec message', () => {
    expect(recoveryRequestErrors({ number: ' ', email: ' ' })).toEqual({
      number: 'Email or import/export number field is required.',
    });
  });

  it('refuses a number under 6 characters and gives the number priority over the e-mail', () => {
    expect(recoveryRequestErrors({ number: '12345', email: 'not an e-mail' })).toEqual({
      number: 'This value is too short. It should have 6 characters or more.',
    });
    expect(recoveryRequestErrors({ number: '123456', email: 'not an e-mail' })).toEqual({});
  });

  it('refuses an e-mail of the wrong shape with "Email is not valid."', () => {
    for (const bad of ['ada', 'ada@example', 'ada@example..com', 'ada@.com', 'a da@example.com']) {
      expect(recoveryRequestErrors({ number: '', email: bad })).toEqual({ email: 'Email is not valid.' });
    }
    expect(recoveryRequestErrors({ number: '', email: ' ada@example.co.uk ' })).toEqual({});
  });

  it('reads the API\'s one field the same way: an "@" makes it an e-mail', () => {
    expect(recoveryIdentifierErrors('')).toEqual({
      emailOrId: 'Email or import/export number field is required.',
    });
    expect(recoveryIdentifierErrors('ada@example')).toEqual({ emailOrId: 'Email is not valid.' });
    expect(recoveryIdentifierErrors('12345')).toEqual({
      emailOrId: 'This value is too short. It should have 6 characters or more.',
    });
    expect(recoveryIdentifierErrors('812345678')).toEqual({});
  });
});

describe('sign-up rules (spec 03 §5)', () => {
  it('accepts a complete form without password fields unless instant sign-up is on', () => {
    expect(signUpErrors(form)).toEqual({});
    expect(signUpErrors(form, { password: '', repeatPassword: '' })).toEqual({
      password: 'Password field is required.',
      repeatPassword: 'Confirm password field is required.',
    });
  });

  it('gives each missing or malformed field its spec message', () => {
    expect(
      signUpErrors({
        ...form,
        firstName: ' ',
        lastName: '',
        phoneNumber: '',
        phoneNumberExtension: '123456',
        email: '',
      }),
    ).toEqual({
      firstName: 'First Name field is required.',
      lastName: 'Last Name field is required.',
      phoneNumber: 'Phone field is required.',
      phoneNumberExtension: 'Maximum field length of 5 for extension was exceeded.',
      email: 'Please enter your E-mail address',
    });
    expect(signUpErrors({ ...form, email: 'ada@example..com' }).email).toBe('Email is not valid.');
  });

  it('refuses a phone that is not a number with "Invalid phone number" (issue 16 item 11)', () => {
    for (const bad of ['abc', '+1 555', '12', '+1 abc defg hij']) {
      expect(signUpErrors({ ...form, phoneNumber: bad }).phoneNumber, bad).toBe('Invalid phone number');
    }
  });

  it('forces the plus to the front: a number typed with its country code is accepted', () => {
    expect(signUpErrors({ ...form, phoneNumber: '1 212 555 0100' })).toEqual({});
    expect(signUpErrors({ ...form, phoneNumber: '+44 20 7946 0958' })).toEqual({});
  });

  it('counts the prefilled dial code alone as an empty phone field', () => {
    expect(signUpErrors({ ...form, phoneNumber: '+1' }).phoneNumber).toBe('Phone field is required.');
    expect(signUpErrors({ ...form, phoneNumber: '+1 787 ' }).phoneNumber).toBe('Phone field is required.');
  });

  it("bounds names and the promo code at 100 characters and the e-mail at 254 (the server's limits)", () => {
    expect(signUpErrors({ ...form, firstName: 'A'.repeat(101) }).firstName).toBe(
      'Maximum field length of 100 for "First Name" was exceeded',
    );
    expect(signUpErrors({ ...form, promoCode: 'P'.repeat(101) }).promoCode).toBe(
      'Maximum field length of 100 for "Promo Code" was exceeded',
    );
    expect(signUpErrors({ ...form, email: `${'a'.repeat(250)}@example.com` }).email).toBe(
      'Email is not valid.',
    );
  });
});

describe('phone input (spec 03 §5)', () => {
  it("prefills the dial code, with the island territories' own area codes", () => {
    expect(dialCodeOf(undefined)).toBe('+1');
    expect(dialCodeOf('us')).toBe('+1');
    expect(dialCodeOf('PR')).toBe('+1 787');
    expect(dialCodeOf('VI')).toBe('+1 340');
    expect(dialCodeOf('GU')).toBe('+1 671');
  });

  it('forces a plus to the front of what was typed', () => {
    expect(withLeadingPlus(' 1 212 555 0100 ')).toBe('+1 212 555 0100');
    expect(withLeadingPlus('+44 20')).toBe('+44 20');
    expect(withLeadingPlus('  ')).toBe('');
  });
});

describe('toViolations', () => {
  it('turns field errors into API violations, renaming fields to their request properties', () => {
    expect(toViolations({ identifier: 'x', password: 'y' }, { identifier: 'email' })).toEqual([
      { propertyPath: 'email', message: 'x', severity: 'error' },
      { propertyPath: 'password', message: 'y', severity: 'error' },
    ]);
  });
});
