import { withPageTexts } from '../messages';

/**
 * The texts of the account pages and dialogs (sign in, sign up, password reset, settings), apart
 * from the app's catalogue (../messages.ts) so they load with those pages, not with every page's
 * first load (issue 8). Their titles stay there: the route table reads them.
 */
export const accountMessages = {
  'signIn.heading': "Let's Get Started!",
  'signIn.identifier': 'Email or Import/Export No. or Client ID',
  'signIn.password': 'Password',
  'signIn.rememberMe': 'Remember me',
  'signIn.forgotPassword': 'Forgot Password?',
  'signIn.submit': 'Sign In',
  'signIn.quickQuote': 'Already a client? Get a quick quote.',
  'signIn.accountNumber': 'Import/Export No.',
  'signIn.getQuote': 'Get Quote',
  // spec 03 §4 writes "Not an {product} Client?" for a name starting with a vowel; ours does not.
  'signIn.notClient': 'Not a {product} Client?',
  'signIn.guestQuote': 'Get a Guest Quote',
  'signIn.signUp': 'Sign Up',
  'signIn.browserHelp': 'For the best experience we recommend Google Chrome.',
  'signIn.contactSupport': 'Contact customer service',
  'signUp.firstName': 'First Name',
  'signUp.lastName': 'Last Name',
  'signUp.phone': 'Telephone',
  'signUp.extension': 'Extension',
  'signUp.email': 'E-mail',
  'signUp.promoCode': 'Promo Code (optional)',
  'signUp.password': 'Password',
  'signUp.repeatPassword': 'Repeat Password',
  'signUp.submit': 'Sign Up',
  'signUp.back': 'Back',
  // Ours: spec 03 §7 answers "success" only; the page says so where the form was.
  'signUp.doneHeading': 'Thank you for signing up!',
  'signUp.doneText':
    'Our team will contact you shortly. Until your account is ready you can get quotes at guest rates.',
  'signUp.backToSignIn': 'Back to Sign In',
  'reset.heading': 'Forgot Password?',
  'reset.number': 'Import/Export No.',
  'reset.email': 'E-mail',
  'reset.submit': 'Send',
  'reset.newHeading': 'Set a New Password',
  'reset.newPassword': 'New Password',
  'reset.confirmPassword': 'Confirm Password',
  'reset.save': 'Save Password',
  'reset.backToSignIn': 'Back to Sign In',
  'reset.cancel': 'Cancel',
  // spec 03 §4 names the buttons only; the title and text are ours.
  'temporaryPassword.title': 'Temporary Password',
  'temporaryPassword.text':
    'You are signed in with a temporary password set by customer service. Please change it to one of your own.',
  'temporaryPassword.cancel': 'Cancel',
  'temporaryPassword.continue': 'Continue Shipping',
  'temporaryPassword.change': 'Change Password',
  'passwordProtected.title': 'Password Protected',
  'passwordProtected.text': 'Please enter your password to open this page.',
  'passwordProtected.noPassword':
    'This page needs a password. Set one from the link we e-mail you, or keep preparing shipments without it.',
  'passwordProtected.submit': 'Continue',
  'passwordProtected.sendEmail': 'Send me an e-mail',
  'passwordProtected.continue': 'Continue Preparing',
  'firstSignIn.text':
    'Set a password to use every tool, or continue with quotes and shipment preparation only.',
  'firstSignIn.setPassword': 'Set Password',
  'firstSignIn.continue': 'Continue with limited access',
  'guestLanding.heading': 'Thank you for your interest!',
  'guestLanding.text': 'We will prepare your freight quote and get back to you shortly.',
  // GUEST_LANDING_PAGE_3_0 variant (spec 03 §2: two text variants; wording ours).
  'guestLanding.heading3': 'Thanks for quoting with {product}!',
  'guestLanding.text3':
    'Our freight team is preparing your quote and will e-mail it to you. Customers save about 40% on average against retail rates.',
  'guestLanding.signUp': 'Sign Up to become a customer',
  'settings.name': 'Name',
  'settings.company': 'Company',
  'settings.email': 'E-mail',
  'settings.importNumber': 'Import Number',
  'settings.exportNumber': 'Export Number',
  'settings.exportHelp': 'If you do not have an import number, please contact customer support.',
  'settings.profileTitle': 'Your details',
  'settings.phone': 'Phone',
  'settings.extension': 'Extension',
  'settings.saveProfile': 'Save Details',
  'settings.emailTitle': 'Change e-mail address',
  'settings.newEmail': 'New e-mail address',
  'settings.password': 'Password',
  'settings.changeEmail': 'Send Confirmation Link',
  'settings.billingTitle': 'Billing contact',
  'settings.billingName': 'Contact Name',
  'settings.saveBilling': 'Save Billing Contact',
  'guestSignIn.title': "Let's Get Started!",
  'guestSignIn.text': 'Sign in or sign up to use this page.',
} as const;

/** An account text, else the app's. */
export const t = withPageTexts(accountMessages);
