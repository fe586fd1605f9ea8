/** @jest-environment jsdom */
import '../testing/jest-setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useParams, type InitialEntry } from 'react-router-dom';
import { useLoadedData } from './use-loaded-data';
import { useSavedAnswer, withSavedAnswer } from './saved-answer';

interface Item {
  id: number;
  name: string;
}

const load = jest.fn((id: string) => Promise.resolve<Item>({ id: Number(id), name: `loaded ${id}` }));

function Form() {
  const navigate = useNavigate();
  return <button onClick={() => navigate('/items/7', withSavedAnswer<Item>({ id: 7, name: 'as saved' }))}>Save</button>;
}

function Detail() {
  const { id } = useParams();
  const loaded = useLoadedData(() => load(id!), [id], useSavedAnswer<Item>(id));
  return <p>{loaded.loading ? 'Loading' : loaded.data?.name}</p>;
}

/** The history entry's state, as a reload would find it. */
function HistoryState() {
  return <output>{JSON.stringify(useLocation().state)}</output>;
}

const renderAt = (entry: InitialEntry) =>
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route path="/form" element={<Form />} />
        <Route path="/items/:id" element={<Detail />} />
      </Routes>
      <HistoryState />
    </MemoryRouter>,
  );

beforeEach(() => load.mockClear());

describe('a save handed over to the detail page', () => {
  it('shows what the save answered without asking the server again, and forgets it for a reload', async () => {
    renderAt('/form');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('as saved')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('null'));
  });

  it('loads as usual when the page is opened without an answer', async () => {
    renderAt('/items/3');
    expect(await screen.findByText('loaded 3')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("ignores an answer for another record than the page's", async () => {
    renderAt({ pathname: '/items/3', state: { saved: { id: 7, name: 'as saved' } } });
    expect(await screen.findByText('loaded 3')).toBeInTheDocument();
  });
});
