/** @jest-environment ./src/testing/jsdom-environment.cjs */
import '../testing/jest-setup';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, Link, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { ListFilterBar } from './ListFilterBar';
import { SEARCH_DELAY_MS } from './use-debounced-search';

const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

function Address() {
  const { search } = useLocation();
  return <output aria-label="address">{search}</output>;
}

const STATUS = { name: 'status', label: 'Status filter', placeholder: 'All statuses', options: [{ value: 'pending', label: 'Pending' }, { value: 'completed', label: 'Completed' }] };
const ACTIVE = { name: 'active', label: 'Active filter', placeholder: 'Any', anyLabel: 'All users', options: [{ value: 'true', label: 'Active' }, { value: 'false', label: 'Inactive' }] };

function renderBar(url = '/tests', selects = [STATUS], withSearch = true) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ListFilterBar search={withSearch ? { label: 'Search test requests', placeholder: 'Search by patient' } : undefined} selects={selects} />
      <Address />
    </MemoryRouter>,
  );
}

const address = () => screen.getByLabelText('address').textContent;

describe('ListFilterBar', () => {

  it('names the search box and every select for assistive technology', () => {
    renderBar('/tests', [STATUS, ACTIVE]);
    expect(screen.getByRole('textbox', { name: 'Search test requests' })).toHaveAttribute('placeholder', 'Search by patient');
    expect(screen.getByRole('combobox', { name: 'Status filter' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Active filter' })).toBeInTheDocument();
  });

  it('shows the filters the address holds', () => {
    renderBar('/tests?search=olivia&status=completed');
    expect(screen.getByRole('textbox', { name: 'Search test requests' })).toHaveValue('olivia');
    expect(screen.getByTitle('Completed')).toBeInTheDocument();
  });

  it('shows a value the options do not hold as no filter', () => {
    renderBar('/tests?status=bogus');
    expect(screen.queryByText('bogus')).not.toBeInTheDocument();
    expect(screen.getByText('All statuses')).toBeInTheDocument();
  });

  it('puts the search in the address once the typing pauses, back on the first page', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      renderBar('/tests?page=3');
      await user.type(screen.getByRole('textbox', { name: 'Search test requests' }), ' olivia ');
      expect(address()).toBe('?page=3');
      act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
      expect(address()).toBe('?search=olivia');
    } finally {
      jest.useRealTimers();
    }
  });

  it('drops a search still waiting for its pause when a record is opened, while the record loads', async () => {
    jest.useFakeTimers();
    try {
      // a record's screen loads lazily: the list stays shown (and mounted) until it has come
      let arrive: (screen: { default: ComponentType }) => void = () => undefined;
      const Detail = lazy(() => new Promise<{ default: ComponentType }>((resolve) => (arrive = resolve)));
      window.history.replaceState(null, '', '/users');
      const router = createBrowserRouter([
        { path: '/users', element: <><ListFilterBar search={{ label: 'Search users', placeholder: 'Search' }} /><Link to="/users/7">Daniel Okafor</Link></> },
        { path: '/users/:id', element: <Detail /> },
      ]);
      render(<RouterProvider router={router} />);
      fireEvent.change(screen.getByRole('textbox', { name: 'Search users' }), { target: { value: 'Daniel' } });
      fireEvent.click(screen.getByRole('link', { name: 'Daniel Okafor' }));
      act(() => jest.advanceTimersByTime(SEARCH_DELAY_MS));
      await act(async () => arrive({ default: () => <h1>Daniel Okafor</h1> }));
      expect(await screen.findByRole('heading', { name: 'Daniel Okafor' })).toBeInTheDocument();
      expect(window.location.pathname + window.location.search).toBe('/users/7');
    } finally {
      jest.useRealTimers();
    }
  });

  it('chooses a filter from the keyboard, keeps it in the address and goes back to page 1', async () => {
    const user = setupUser();
    // (no search box: jsdom lets Tab stop on its hidden clear button, which a browser skips)
    renderBar('/tests?page=2', [STATUS], false);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Status filter' })).toHaveFocus();
    const status = screen.getByRole('combobox', { name: 'Status filter' });
    // antd's select reads keyCode, which user-event's keyboard() does not set: the keys are sent as such
    fireEvent.keyDown(status, { key: 'ArrowDown', keyCode: 40, which: 40 });
    await waitFor(() => expect(status).toHaveAttribute('aria-expanded', 'true'));
    fireEvent.keyDown(status, { key: 'ArrowDown', keyCode: 40, which: 40 });
    fireEvent.keyDown(status, { key: 'Enter', keyCode: 13, which: 13 });
    await waitFor(() => expect(address()).toBe('?status=completed'));
  });

  it('clears a filter with its clear button', async () => {
    const user = setupUser();
    const { container } = renderBar('/tests?status=pending&search=ann');
    await user.click(container.querySelector('.ant-select-clear')!);
    await waitFor(() => expect(address()).toBe('?search=ann'));
  });

  it('offers "no filter" as an option where told to, instead of a clear button', async () => {
    const user = setupUser();
    renderBar('/users?active=false', [ACTIVE]);
    expect(screen.getByTitle('Inactive')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Active filter' }));
    await user.click(await waitFor(() => document.querySelector('.ant-select-item-option[title="All users"]')!));
    await waitFor(() => expect(address()).toBe(''));
    expect(screen.getByRole('combobox', { name: 'Active filter' }).closest('.ant-select')).toHaveTextContent('All users');
  });

  it('leaves out a select it is not given, and shows the extra controls', () => {
    render(
      <MemoryRouter>
        <ListFilterBar selects={[false, STATUS]}>
          <button>Clear filters</button>
        </ListFilterBar>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getAllByRole('combobox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });
});
