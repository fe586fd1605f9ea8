import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@lab/shared/react';
import { InventoryDetailPage } from './InventoryDetailPage';
import { InventoryFormPage } from './InventoryFormPage';
import { InventoryListPage } from './InventoryListPage';

/** The Inventory area (/inventory); exposed to the host as 'logistics/inventory'. */
export default function InventoryArea() {
  return (
    <Routes>
      <Route index element={<InventoryListPage />} />
      <Route path="new" element={<InventoryFormPage />} />
      <Route path=":id" element={<InventoryDetailPage />} />
      <Route path=":id/edit" element={<InventoryFormPage />} />
      <Route path="*" element={<PageNotFound area="Inventory" />} />
    </Routes>
  );
}
