/** Leaves the site for another page, e.g. the payment provider's hosted checkout (spec §7). */
export interface ExternalNavigator {
  /** Loads the url in this tab. */
  open(url: string): void;
}
