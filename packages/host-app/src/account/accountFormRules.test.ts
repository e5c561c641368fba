import { describe, expect, it } from 'vitest';
import { recoveryRequestErrors } from './ResetPasswordPage';
import { signUpErrors } from './SignUpPage';

const form = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  phoneNumber: '+1 212 555 0100',
  phoneNumberExtension: '',
  email: 'ada@example.com',
  promoCode: '',
};

describe('reset password request rules (spec 03 §5)', () => {
  it('requires a number or an e-mail with the spec message', () => {
    expect(recoveryRequestErrors(' ', ' ')).toEqual({
      number: 'Email or import/export number field is required.',
    });
  });

  it('refuses a number under 6 characters and gives the number priority over the e-mail', () => {
    expect(recoveryRequestErrors('12345', 'not an e-mail')).toEqual({
      number: 'This value is too short. It should have 6 characters or more.',
    });
    expect(recoveryRequestErrors('123456', 'not an e-mail')).toEqual({});
  });

  it('refuses an e-mail of the wrong shape with "Email is not valid."', () => {
    for (const bad of ['ada', 'ada@example', 'ada@example..com', 'ada@.com', 'a da@example.com']) {
      expect(recoveryRequestErrors('', bad)).toEqual({ email: 'Email is not valid.' });
    }
    expect(recoveryRequestErrors('', ' ada@example.co.uk ')).toEqual({});
  });
});

describe('sign-up rules (spec 03 §5)', () => {
  it('accepts a complete form without password fields unless instant sign-up is on', () => {
    expect(signUpErrors(form, false, '', '')).toEqual({});
    expect(signUpErrors(form, true, '', '')).toEqual({
      password: 'Password field is required.',
      repeatPassword: 'Confirm password field is required.',
    });
  });

  it('gives each missing or malformed field its spec message', () => {
    expect(
      signUpErrors(
        { ...form, firstName: ' ', lastName: '', phoneNumber: '', phoneNumberExtension: '123456', email: '' },
        false,
        '',
        '',
      ),
    ).toEqual({
      firstName: 'First Name field is required.',
      lastName: 'Last Name field is required.',
      phoneNumber: 'Phone field is required.',
      phoneNumberExtension: 'Maximum field length of 5 for extension was exceeded.',
      email: 'Please enter your E-mail address',
    });
    expect(signUpErrors({ ...form, email: 'ada@example..com' }, false, '', '').email).toBe(
      'Email is not valid.',
    );
  });
});
