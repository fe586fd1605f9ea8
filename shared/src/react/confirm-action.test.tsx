/** @jest-environment jsdom */
import '../testing/jest-setup';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '../client/api-client';
import { mockApi } from '../client/mock-api';
import { Modal } from 'antd';
import { useState } from 'react';
import { confirmAction, type ConfirmedAction } from './confirm-action';

/** A page with a Delete button that asks first, and shows the failure's text. */
function DeletePage(props: Partial<ConfirmedAction> & Pick<ConfirmedAction, 'action' | 'done'>) {
  const [error, setError] = useState<string | null>(null);
  const ask = () => confirmAction({ title: 'Delete patient?', content: 'Olivia will be removed.', okText: 'Delete', setError, failure: 'Failed to delete patient', ...props });
  return (
    <>
      <button onClick={ask}>Delete Olivia</button>
      {error && <p role="alert">{error}</p>}
    </>
  );
}

/** A DELETE the (mocked) server refuses with `status` and `body`. */
function refusedDelete(status: number, body: unknown) {
  const api = mockApi({ 'DELETE /patients/1': [status, body] });
  afterEachTest.push(() => api.restore());
  return async () => {
    await apiClient.delete('/patients/1');
  };
}
const afterEachTest: (() => void)[] = [];
afterEach(() => afterEachTest.splice(0).forEach((undo) => undo()));
// A dialog a test leaves open would keep the focus from the next test's dialog.
afterEach(() => Modal.destroyAll());

describe('confirmAction', () => {
  it('asks first, and acts only once the user confirms', async () => {
    const action = jest.fn(() => Promise.resolve());
    const done = jest.fn();
    render(<DeletePage action={action} done={done} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Olivia' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete patient?');
    expect(dialog).toHaveTextContent('Olivia will be removed.');
    expect(action).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(action).toHaveBeenCalledTimes(1);
  });

  it('does nothing when the user cancels', async () => {
    const action = jest.fn(() => Promise.resolve());
    render(<DeletePage action={action} done={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Olivia' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(action).not.toHaveBeenCalled();
  });

  it("shows the server's reason when the action fails, else the failure text", async () => {
    const done = jest.fn();
    const { unmount } = render(<DeletePage action={refusedDelete(409, { error: 'Patient has open requests' })} done={done} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Olivia' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Patient has open requests');
    expect(done).not.toHaveBeenCalled();
    unmount();

    render(<DeletePage action={() => Promise.reject(new Error('network'))} done={done} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Olivia' }));
    await userEvent.click((await screen.findAllByRole('button', { name: 'Delete' })).at(-1)!);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete patient');
  });

  it('names its buttons as told and can be a plain (not dangerous) confirmation', async () => {
    const action = jest.fn(() => Promise.resolve());
    render(<DeletePage action={action} done={jest.fn()} okText="Restock" cancelText="Keep" danger={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Olivia' }));
    const restock = await screen.findByRole('button', { name: 'Restock' });
    expect(restock).not.toHaveClass('ant-btn-dangerous');
    expect(screen.getByRole('button', { name: 'Keep' })).toBeInTheDocument();
  });

  it('calls afterClose once the dialog has gone, whether the user confirmed or not', async () => {
    const afterClose = jest.fn();
    render(<DeletePage action={() => Promise.resolve()} done={jest.fn()} afterClose={afterClose} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Olivia' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete Olivia' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(afterClose).toHaveBeenCalledTimes(2));
  });

  it('confirms from the keyboard: the confirming button has the focus, Enter acts', async () => {
    const user = userEvent.setup();
    const done = jest.fn();
    render(<DeletePage action={() => Promise.resolve()} done={done} />);
    await user.click(screen.getByRole('button', { name: 'Delete Olivia' }));
    // antd focuses the dialog first and moves focus to its button after its opening motion
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(done).toHaveBeenCalled());
  });
});
