import { render, screen } from '@testing-library/react';
import { ThresholdBar } from './ThresholdBar';

describe('threshold bar', () => {
  it.each([
    [5, 10, 25],
    [10, 10, 50],
    [20, 10, 100],
    [35, 10, 100],
    [0, 10, 0],
    [3, 0, 100],
  ])('fills %i of a threshold of %i to %i%%', (quantity, threshold, percent) => {
    render(<ThresholdBar item={{ quantity_available: quantity, minimum_threshold: threshold }} />);
    const bar = screen.getByRole('progressbar', { name: `Stock level: ${quantity} of twice the minimum threshold of ${threshold}` });
    expect(bar).toHaveAttribute('aria-valuenow', String(percent));
    expect(bar).toHaveTextContent(`${percent}%`);
  });
});
