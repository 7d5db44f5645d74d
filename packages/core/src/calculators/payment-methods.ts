/** Payment method values the server expects: CARD for direct checkout, CREDIT_CARD for cart orders (spec §9). */
export const PAYMENT_METHODS = { directCheckout: 'CARD', cartOrder: 'CREDIT_CARD' } as const;

/** A payment method value: 'CARD' or 'CREDIT_CARD'. */
export type PaymentMethod = (typeof PAYMENT_METHODS)[keyof typeof PAYMENT_METHODS];
