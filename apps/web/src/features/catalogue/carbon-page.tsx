// Placeholder: replaced by the feature's real page in this issue.
export function CarbonPage() {
  return <p>CarbonPage</p>;
}
