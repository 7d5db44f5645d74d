// Placeholder: replaced by the feature's real page in this issue.
export function Navbar() {
  return <p>Navbar</p>;
}
