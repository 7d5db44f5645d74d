// Placeholder: replaced by the feature's real page in this issue.
export function ArticlePage() {
  return <p>ArticlePage</p>;
}
