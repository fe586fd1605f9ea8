import { Result } from 'antd';
import { Route, Routes } from 'react-router-dom';
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
      <Route path="*" element={<Result status="404" title="Page not found" subTitle="There is no such page in Inventory." />} />
    </Routes>
  );
}
