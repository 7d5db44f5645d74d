import { BUSINESS_COPY } from '../../content/business.copy';
import { PageHeader } from '../../ui/page-header';
import { QuickEstimator } from './quick-estimator';
import { BulkUploadSection } from './upload/bulk-upload-section';

const COPY = BUSINESS_COPY.page;

/** /Business 'Solutions For Business': the Quick Carbon Estimator (option 1) and the file upload (option 2). */
export function BusinessPage() {
  return (
    <>
      <PageHeader eyebrow={COPY.eyebrow} title={COPY.title} lead={COPY.lead} />
      <QuickEstimator />
      <BulkUploadSection />
    </>
  );
}
