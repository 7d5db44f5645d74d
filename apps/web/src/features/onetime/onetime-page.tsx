// Placeholder: replaced by the feature's real page in this issue.
export function OnetimePage() {
  return <p>OnetimePage</p>;
}
