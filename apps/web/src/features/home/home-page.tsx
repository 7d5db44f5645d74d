// Placeholder: replaced by the feature's real page in this issue.
export function HomePage() {
  return <p>HomePage</p>;
}
