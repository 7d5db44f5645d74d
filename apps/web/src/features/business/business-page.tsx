// Placeholder: replaced by the feature's real page in this issue.
export function BusinessPage() {
  return <p>BusinessPage</p>;
}
