// Placeholder: replaced by the feature's real page in this issue.
export function BulkUploadSection() {
  return <p>BulkUploadSection</p>;
}
