/** @jest-environment jsdom */
import '../testing/jest-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { BackLink } from './BackLink';

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/patients/7" element={<BackLink to="/patients">Back to Patients</BackLink>} />
        <Route path="/patients" element={<h1>Patient list</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('BackLink', () => {
  it('is a button named by its text that takes the user to the list', async () => {
    renderAt('/patients/7');
    await userEvent.click(screen.getByRole('button', { name: /Back to Patients/ }));
    expect(screen.getByRole('heading', { name: 'Patient list' })).toBeInTheDocument();
  });

  it('works from the keyboard: Tab to it, Enter', async () => {
    const user = userEvent.setup();
    renderAt('/patients/7');
    await user.tab();
    expect(screen.getByRole('button', { name: /Back to Patients/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Patient list' })).toBeInTheDocument();
  });
});

describe('BackLink, plain', () => {
  it('is an ordinary button that goes to the same place', async () => {
    render(
      <MemoryRouter initialEntries={['/patients/7']}>
        <Routes>
          <Route path="/patients/7" element={<BackLink to="/patients" plain>Back to Patients</BackLink>} />
          <Route path="/patients" element={<h1>Patient list</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const back = screen.getByRole('button', { name: /Back to Patients/ });
    expect(back).not.toHaveClass('ant-btn-link');
    await userEvent.click(back);
    expect(screen.getByRole('heading', { name: 'Patient list' })).toBeInTheDocument();
  });
});
