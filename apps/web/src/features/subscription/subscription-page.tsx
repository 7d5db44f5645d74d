// Placeholder: replaced by the feature's real page in this issue.
export function SubscriptionPage() {
  return <p>SubscriptionPage</p>;
}
