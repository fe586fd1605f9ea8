import { INVENTORY_MESSAGES } from '@lab/shared';
import { mockApi, type MockApi } from '@lab/shared/testing';
import { render, screen, waitFor } from '@testing-library/react';
import { AdjustQuantityDialog } from './AdjustQuantityDialog';
import { sampleDetail, sampleItem } from './inventory-fixtures';
import { setupUser } from './inventory-test-helpers';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const item = sampleItem({ id: 7, quantity_available: 10 });

function renderDialog() {
  const onAdjusted = jest.fn();
  render(<AdjustQuantityDialog item={item} onAdjusted={onAdjusted} onCancel={jest.fn()} />);
  return onAdjusted;
}

describe('adjust quantity dialog', () => {
  it('previews the new quantity as the amount is typed, a negative amount too', async () => {
    api = mockApi({});
    const user = setupUser();
    renderDialog();
    expect(screen.getByText('Current quantity: 10')).toBeInTheDocument();
    expect(screen.queryByText(/New quantity/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Adjustment amount'), '-3');
    expect(screen.getByRole('status')).toHaveTextContent('New quantity: 7');
    await user.clear(screen.getByLabelText('Adjustment amount'));
    await user.type(screen.getByLabelText('Adjustment amount'), '25');
    expect(screen.getByRole('status')).toHaveTextContent('New quantity: 35');
  });

  it.each([
    ['', 'Damaged'],
    ['0', 'Damaged'],
    ['2.5', 'Damaged'],
    ['5', '   '],
  ])("asks for both with the amount '%s' and the reason '%s', without calling the API", async (amount, reason) => {
    api = mockApi({});
    const user = setupUser();
    renderDialog();
    if (amount) await user.type(screen.getByLabelText('Adjustment amount'), amount);
    await user.type(screen.getByLabelText('Reason'), reason);
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(INVENTORY_MESSAGES.adjustBoth);
    expect(api.calls).toEqual([]);
  });

  it('sends the amount and the reason, and hands back the item the API answered', async () => {
    const bodies: unknown[] = [];
    const after = sampleDetail({ id: 7, quantity_available: 7 });
    api = mockApi({
      'POST /inventory/7/adjust': ({ body }) => {
        bodies.push(body);
        return [200, after];
      },
    });
    const user = setupUser();
    const onAdjusted = renderDialog();
    await user.type(screen.getByLabelText('Adjustment amount'), '-3');
    await user.type(screen.getByLabelText('Reason'), ' Damaged in transit ');
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(onAdjusted).toHaveBeenCalledWith(after));
    expect(bodies).toEqual([{ adjustment: -3, reason: 'Damaged in transit' }]);
  });

  it("shows the server's refusal, else the default", async () => {
    api = mockApi({ 'POST /inventory/7/adjust': [409, { error: INVENTORY_MESSAGES.negativeStock(10, -30) }] });
    const user = setupUser();
    const onAdjusted = renderDialog();
    await user.type(screen.getByLabelText('Adjustment amount'), '-30');
    await user.type(screen.getByLabelText('Reason'), 'Count');
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Cannot remove 30 units: only 10 in stock');

    api.restore();
    api = mockApi({ 'POST /inventory/7/adjust': [500, {}] });
    await user.click(screen.getByRole('button', { name: 'Adjust' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(INVENTORY_MESSAGES.adjustFailed));
    expect(onAdjusted).not.toHaveBeenCalled();
  });
});
