import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@lab/shared/react';
import { FulfillmentDetailPage } from './FulfillmentDetailPage';
import { FulfillmentListPage } from './FulfillmentListPage';

/** The Fulfillment area (/fulfillment); exposed to the host as 'logistics/fulfillment'. */
export default function FulfillmentArea() {
  return (
    <Routes>
      <Route index element={<FulfillmentListPage />} />
      <Route path=":id" element={<FulfillmentDetailPage />} />
      <Route path="*" element={<PageNotFound area="Fulfillment" />} />
    </Routes>
  );
}
