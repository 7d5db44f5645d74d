// Placeholder: replaced by the feature's real page in this issue.
export function AdminPage() {
  return <p>AdminPage</p>;
}
