// Placeholder: replaced by the feature's real page in this issue.
export function NotFoundPage() {
  return <p>NotFoundPage</p>;
}
