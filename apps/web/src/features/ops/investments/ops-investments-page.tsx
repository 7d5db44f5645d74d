import { Route, Routes } from 'react-router-dom';
import { InvestmentDetail } from './investment-detail';
import { InvestmentList } from './investment-list';

/** /ops/investments: the pipeline, and /ops/investments/:id for one investment. */
export function OpsInvestmentsPage() {
  return (
    <Routes>
      <Route index element={<InvestmentList />} />
      <Route path=":id" element={<InvestmentDetail />} />
    </Routes>
  );
}
