export type {
  AchInput,
  AchToken,
  Authorization,
  CardBrand,
  CardInput,
  CardToken,
  PaymentGateway,
  PaymentRefusal,
  TokenizeResult,
} from './gateway';
export {
  SANDBOX_CHARGE_DECLINING_CARD,
  SANDBOX_DECLINING_CARDS,
  SANDBOX_GOOD_CARDS,
  SandboxPaymentGateway,
} from './sandbox/sandboxPaymentGateway';
