// Placeholder: replaced by the feature's real page in this issue.
export function ResetPasswordPage() {
  return <p>ResetPasswordPage</p>;
}
