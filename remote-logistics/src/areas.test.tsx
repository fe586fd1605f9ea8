import { mockSession, testUser } from '@lab/shared/testing';
import { renderArea } from '@lab/shared/testing/react';
import { screen } from '@testing-library/react';
import InventoryArea from './inventory/InventoryArea';
import FulfillmentArea from './fulfillment/FulfillmentArea';

beforeEach(() => mockSession(testUser('super_admin')));

it.each([
  ['/inventory', InventoryArea, 'Inventory'],
  ['/fulfillment', FulfillmentArea, 'Fulfillment'],
] as const)('%s shows its title', (path, Area, title) => {
  renderArea(path, Area, path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
});

it('answers an unknown page inside the area with a not-found result', () => {
  renderArea('/inventory', InventoryArea, '/inventory/1/2/3');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});
