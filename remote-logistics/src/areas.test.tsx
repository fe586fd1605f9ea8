import { mockSession, testUser } from '@lab/shared/testing';
import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import InventoryArea from './inventory/InventoryArea';
import FulfillmentArea from './fulfillment/FulfillmentArea';

/** Mounts an area the way the host does: under '<path>/*' of the host's router. */
function renderAt(path: string, Area: ComponentType, url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={`${path}/*`} element={<Area />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => mockSession(testUser('super_admin')));

it.each([
  ['/inventory', InventoryArea, 'Inventory'],
  ['/fulfillment', FulfillmentArea, 'Fulfillment'],
] as const)('%s shows its title', (path, Area, title) => {
  renderAt(path, Area, path);
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
});

it('answers an unknown page inside the area with a not-found result', () => {
  renderAt('/inventory', InventoryArea, '/inventory/1/2/3');
  expect(screen.getByText('Page not found')).toBeInTheDocument();
});
