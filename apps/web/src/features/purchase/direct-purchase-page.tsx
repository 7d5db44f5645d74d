// Placeholder: replaced by the feature's real page in this issue.
export function DirectPurchasePage() {
  return <p>DirectPurchasePage</p>;
}
