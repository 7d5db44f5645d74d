// Placeholder: replaced by the feature's real page in this issue.
export function CartPage() {
  return <p>CartPage</p>;
}
