// Standalone development entry (`pnpm --filter remote-logistics start`): this remote without the host.
import { DevShell } from '@lab/shared/react';
import { createRoot } from 'react-dom/client';
import InventoryArea from './inventory/InventoryArea';
import FulfillmentArea from './fulfillment/FulfillmentArea';

const areas = [
  { title: 'Inventory', path: '/inventory', Component: InventoryArea },
  { title: 'Fulfillment', path: '/fulfillment', Component: FulfillmentArea },
];

createRoot(document.getElementById('root')!).render(<DevShell name="logistics" areas={areas} />);
