/**
 * The page address as the estimator sees it: the estimate's link text (encodeEstimateLink) in the
 * query, in whatever URL-safe form the adapter chooses.
 */
export interface EstimateAddress {
  /** The link text in the current address, or null when there is none or it cannot be read. */
  read(): string | null;
  /** Puts the link text in the address (null removes it) without adding a history entry. */
  write(text: string | null): void;
  /** The absolute address that opens this estimate (for the downloads). */
  linkTo(text: string): string;
}
