/**
 * The widget chrome texts of steps 2–4 (Delivery, Payment, Review). Keys are 'prepare.delivery.…',
 * 'prepare.payment.…' and 'prepare.review.…'. The spec's own texts stay in @shipdeck/core's catalogue.
 */
export const laterStepsMessages = {} as const;
