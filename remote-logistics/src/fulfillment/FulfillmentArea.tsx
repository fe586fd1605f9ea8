import { Result } from 'antd';
import { Route, Routes } from 'react-router-dom';
import { FulfillmentDetailPage } from './FulfillmentDetailPage';
import { FulfillmentListPage } from './FulfillmentListPage';

/** The Fulfillment area (/fulfillment); exposed to the host as 'logistics/fulfillment'. */
export default function FulfillmentArea() {
  return (
    <Routes>
      <Route index element={<FulfillmentListPage />} />
      <Route path=":id" element={<FulfillmentDetailPage />} />
      <Route path="*" element={<Result status="404" title="Page not found" subTitle="There is no such page in Fulfillment." />} />
    </Routes>
  );
}
