import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildRoutes, type AreaLoader } from '../app/routes';

/** The host's real route table in a memory router, with remote areas loaded by `loadArea`. */
export function renderApp(path: string, loadArea: AreaLoader = () => new Promise(() => undefined)) {
  const router = createMemoryRouter(buildRoutes(loadArea), { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
