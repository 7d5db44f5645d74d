// Placeholder: replaced by the feature's real page in this issue.
export function SignupPage() {
  return <p>SignupPage</p>;
}
