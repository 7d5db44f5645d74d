/** The page address as the estimator sees it: the estimate's link code in the query. */
export interface EstimateAddress {
  /** The link code in the current address, or null when there is none. */
  read(): string | null;
  /** Puts the code in the address (null removes it) without adding a history entry. */
  write(code: string | null): void;
  /** The absolute address that opens this estimate (for the downloads). */
  linkTo(code: string): string;
}
