// Placeholder: replaced by the feature's real page in this issue.
export function ProjectPage() {
  return <p>ProjectPage</p>;
}
