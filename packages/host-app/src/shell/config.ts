/**
 * Deployment configuration read at build time (Vite env). spec 03 §1: the billing portal and the
 * support contacts come from configuration.
 */
export const appConfig = {
  billPayUrl:
    (import.meta.env.VITE_SHIPDECK_BILL_PAY_URL as string | undefined) ?? 'https://billpay.shipdeck.example',
};
