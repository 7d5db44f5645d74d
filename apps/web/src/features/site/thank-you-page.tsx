// Placeholder: replaced by the feature's real page in this issue.
export function ThankYouPage() {
  return <p>ThankYouPage</p>;
}
