import { Route, Routes } from 'react-router-dom';
import { OrderDetail } from './order-detail';
import { OrdersList } from './orders-list';

/** The console's Orders section: the list at '', one order at ':id'. */
export function OpsOrdersPage() {
  return (
    <Routes>
      <Route index element={<OrdersList />} />
      <Route path=":id" element={<OrderDetail />} />
    </Routes>
  );
}
