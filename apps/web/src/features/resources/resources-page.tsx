// Placeholder: replaced by the feature's real page in this issue.
export function ResourcesPage() {
  return <p>ResourcesPage</p>;
}
