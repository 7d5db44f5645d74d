// Placeholder: replaced by the feature's real page in this issue.
export function LoginPage() {
  return <p>LoginPage</p>;
}
