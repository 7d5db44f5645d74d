import { Route, Routes } from 'react-router-dom';
import { CustomerDetail } from './customer-detail';
import { CustomersList } from './customers-list';

/** The console's Customers section: the list at '', one account at ':id'. */
export function OpsCustomersPage() {
  return (
    <Routes>
      <Route index element={<CustomersList />} />
      <Route path=":id" element={<CustomerDetail />} />
    </Routes>
  );
}
