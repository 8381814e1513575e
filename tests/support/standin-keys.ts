/** The keys the payment provider stand-in accepts (tests/support/payment-provider-standin.ts). */
export const STANDIN_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_standin_0123456789',
  STRIPE_WEBHOOK_SECRET: 'whsec_standin_0123456789abcdef',
  NOWPAYMENTS_API_KEY: 'np-standin-api-key-0123456789',
  NOWPAYMENTS_IPN_SECRET: 'np-standin-ipn-secret-0123456789',
}
