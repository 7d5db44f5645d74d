// Placeholder: replaced by the feature's real page in this issue.
export function CheckoutRoute() {
  return <p>CheckoutRoute</p>;
}
