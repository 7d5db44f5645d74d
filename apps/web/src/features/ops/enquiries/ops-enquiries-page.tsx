import { Route, Routes } from 'react-router-dom';
import { EnquiryDetail } from './enquiry-detail';
import { EnquiryInbox } from './enquiry-inbox';

/** /ops/enquiries: the inbox, and /ops/enquiries/:id for one enquiry. */
export function OpsEnquiriesPage() {
  return (
    <Routes>
      <Route index element={<EnquiryInbox />} />
      <Route path=":id" element={<EnquiryDetail />} />
    </Routes>
  );
}
