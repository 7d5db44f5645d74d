/** The product id every subscription plan checks out with (spec §9). */
export const SUBSCRIPTION_PRODUCT_ID = 7;

/** A hard-coded subscription plan (spec §3): `quantity` is tonnes CO2 per month of product 7. */
export type SubscriptionPlan = {
  readonly title: string;
  /** Marketing text for the monthly amount, as the spec spells it. */
  readonly amount: string;
  /** Tonnes CO2 offset per month, sent as the checkout quantity. */
  readonly quantity: number;
  readonly productId: number;
  readonly buttonText: string;
};

/** The three subscription plans of spec §9: NetZero Lite (1 t/month), Plus (5 t/month), Max (10 t/month). */
export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  {
    title: 'NetZero Lite',
    amount: '1,000 kg per month',
    quantity: 1,
    productId: SUBSCRIPTION_PRODUCT_ID,
    buttonText: 'Subscribe Now',
  },
  {
    title: 'NetZero Plus',
    amount: '3-5,000 kg per month',
    quantity: 5,
    productId: SUBSCRIPTION_PRODUCT_ID,
    buttonText: 'Subscribe Now',
  },
  {
    title: 'NetZero Max',
    amount: '10,000 kg per month',
    quantity: 10,
    productId: SUBSCRIPTION_PRODUCT_ID,
    buttonText: 'Subscribe Now',
  },
];
