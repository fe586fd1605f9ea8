/** @jest-environment jsdom */
import '../testing/jest-setup';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActionError } from './ActionError';

describe('ActionError', () => {
  it('says why the action failed, as an alert the user can dismiss', async () => {
    const onClose = jest.fn();
    render(<ActionError error="Failed to delete patient" onClose={onClose} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to delete patient');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows nothing without a failure', () => {
    const { container } = render(<ActionError error={null} onClose={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
