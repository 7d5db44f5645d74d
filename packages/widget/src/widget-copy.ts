// Every word the widget shows a merchant's customer (it ships alone, without the site's catalogue).

/** What the estimate is of, by the first line's type. */
const SUBJECT: Record<string, string> = {
  event: 'This event',
  hotel: 'This stay',
};

export const WIDGET_COPY = {
  estimating: 'Estimating the emissions…',
  /** E.g. "This trip emits 0.18 t CO₂." */
  emits: (subject: string | undefined, tonnes: string) =>
    `${(subject && SUBJECT[subject]) ?? 'This trip'} emits ${tonnes} t CO₂.`,
  /** The checkbox's label, with the price when the merchant gave one. */
  optIn: (price: string | null) => (price ? `Offset it for ${price}` : 'Offset it'),
  /** Under the checkbox: what opting in buys. */
  buys: (wholeTonnes: number) =>
    `Retires ${wholeTonnes} t of verified carbon credits through NetZero Market.`,
  /** The quiet message of every failure: the checkout goes on without the offer. */
  unavailable: 'Carbon offsetting is not available right now.',
  groupLabel: 'Carbon offset',
} as const;
