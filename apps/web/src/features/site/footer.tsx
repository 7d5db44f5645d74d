// Placeholder: replaced by the feature's real page in this issue.
export function Footer() {
  return <p>Footer</p>;
}
