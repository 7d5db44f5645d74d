// Placeholder: replaced by the feature's real page in this issue.
export function CalculatorPage() {
  return <p>CalculatorPage</p>;
}
