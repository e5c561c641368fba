import { describe, expect, it } from 'vitest';
import { emailChangeErrors, profileErrors } from './settingsRules';

describe('settings rules (spec 03 §2 user settings, §5 sign-up fields)', () => {
  it('checks only the fields sent', () => {
    expect(profileErrors({})).toEqual({});
    expect(profileErrors({ companyName: 'Northwind Ceramics' })).toEqual({});
  });

  it('requires a name and a phone the phone input accepts', () => {
    expect(profileErrors({ name: '  ', phoneNumber: '+1' })).toEqual({
      name: 'Name is required',
      phoneNumber: 'Phone field is required.',
    });
    expect(profileErrors({ phoneNumber: '12' })).toEqual({ phoneNumber: 'Invalid phone number' });
    expect(profileErrors({ name: 'Dana Whitfield', phoneNumber: '1 212 555 0142' })).toEqual({});
  });

  it('asks for a valid new e-mail that is not the current one, and the password', () => {
    expect(emailChangeErrors({ email: '', password: '' }, 'a@example.com')).toEqual({
      email: 'Please enter your E-mail address',
      password: 'Password field is required.',
    });
    expect(emailChangeErrors({ email: 'not-mail', password: 'x' }, null).email).toBe('Email is not valid.');
    expect(emailChangeErrors({ email: 'A@Example.com', password: 'x' }, 'a@example.com').email).toBe(
      'This is already the e-mail address of your account.',
    );
  });
});
