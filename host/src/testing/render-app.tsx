import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildRoutes, type AreaLoader } from '../app/routes';
import * as shell from '../app/shell';

/** The host's real route table in a memory router (the shell at hand, not lazy), with remote areas loaded by `loadArea`. */
export function renderApp(path: string, loadArea: AreaLoader = () => new Promise(() => undefined)) {
  const router = createMemoryRouter(buildRoutes(loadArea, shell), { initialEntries: [path] });
  return { router, ...render(<RouterProvider router={router} />) };
}
