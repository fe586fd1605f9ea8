import { PlaceholderRoutes } from '@lab/shared/react';

/** The Inventory area (/inventory); exposed to the host as 'logistics/inventory'. */
export default function InventoryArea() {
  return <PlaceholderRoutes title="Inventory" pages={['list', 'detail', 'new', 'edit']} />;
}
