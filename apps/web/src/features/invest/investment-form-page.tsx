// Placeholder: replaced by the feature's real page in this issue.
export function InvestmentFormPage() {
  return <p>InvestmentFormPage</p>;
}
