/**
 * Deployment configuration read at build time (Vite env). spec 03 §1: the billing portal and the
 * support contacts come from configuration.
 */
export const appConfig = {
  billPayUrl:
    (import.meta.env.VITE_SHIPDECK_BILL_PAY_URL as string | undefined) ?? 'https://billpay.shipdeck.example',
  /** Customer support (spec 03 §8 error popup: phone, chat and e-mail); each may be left unset. */
  support: {
    phone: (import.meta.env.VITE_SHIPDECK_SUPPORT_PHONE as string | undefined) ?? '+1 800 555 0199',
    email: (import.meta.env.VITE_SHIPDECK_SUPPORT_EMAIL as string | undefined) ?? 'support@shipdeck.example',
    ...(import.meta.env.VITE_SHIPDECK_SUPPORT_CHAT_URL
      ? { chatUrl: import.meta.env.VITE_SHIPDECK_SUPPORT_CHAT_URL as string }
      : {}),
  },
};
