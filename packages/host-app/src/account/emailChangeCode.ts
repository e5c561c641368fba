/** The parameter of the link mailed for an e-mail change (`/?mode=confirm-email&emailChangeCode=…`). */
export const EMAIL_CHANGE_CODE = 'emailChangeCode';
