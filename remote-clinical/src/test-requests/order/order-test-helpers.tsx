import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router-dom';
import { TestOrderFormPage } from './TestOrderFormPage';

export type User = ReturnType<typeof userEvent.setup>;

/** userEvent without the pointer-events check: it walks computed styles on every click and makes antd forms slow in jsdom. */
export const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

function DetailMarker() {
  return <p>Detail of request {useParams().id}</p>;
}

/** The form on its routes as the Test Requests area mounts it, with markers for where it navigates. */
export function renderOrderForm(url = '/tests/new') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/tests/new" element={<TestOrderFormPage />} />
        <Route path="/tests/:id/edit" element={<TestOrderFormPage />} />
        <Route path="/tests/:id" element={<DetailMarker />} />
        <Route path="/tests" element={<p>Test requests list</p>} />
        <Route path="/patients" element={<p>Patients list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Opens the select labelled `field` and clicks its option `option`. */
export async function pick(user: User, field: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: field }));
  const element = await waitFor(() => {
    const open = document.querySelectorAll('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option');
    const found = [...open].find((o) => o.getAttribute('title') === option);
    if (!found) throw new Error(`No option ${option} in ${field}`);
    return found;
  });
  await user.click(element);
}

/** The texts of what a select shows as chosen. */
export function chosen(field: string): string[] {
  const select = screen.getByRole('combobox', { name: field }).closest('.ant-select') as HTMLElement;
  const items = select.querySelectorAll('.ant-select-content-has-value, .ant-select-selection-item');
  return [...items].map((item) => item.getAttribute('title') ?? '');
}

/** Patient, Serum, Central Lab and Vitamin D (the SST tube is chosen automatically). */
export async function fillTest(user: User, { patient = true, marker = 'Vitamin D (40µL)' } = {}) {
  if (patient) await pick(user, 'Patient', 'Olivia Harrington (MRN-A000042)');
  await pick(user, 'Sample Type', 'Serum');
  await pick(user, 'Laboratory', 'Central Lab');
  await user.click(screen.getByRole('checkbox', { name: marker }));
}
