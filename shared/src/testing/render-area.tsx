import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

/** Mounts a remote's area the way the host does, under '<path>/*' of the host's router, at `url`. */
export function renderArea(path: string, Area: ComponentType, url: string = path) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={`${path}/*`} element={<Area />} />
      </Routes>
    </MemoryRouter>,
  );
}
