// Placeholder: replaced by the feature's real page in this issue.
export function InvestPage() {
  return <p>InvestPage</p>;
}
