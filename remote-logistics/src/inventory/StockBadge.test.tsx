import { render, screen } from '@testing-library/react';
import { StockBadge } from './StockBadge';

describe('stock badge', () => {
  it.each([
    [0, 'Low Stock'],
    [10, 'Low Stock'],
    [11, 'Warning'],
    [15, 'Warning'],
    [16, 'In Stock'],
    [100, 'In Stock'],
  ])('shows %i units against a threshold of 10 as %s', (quantity, badge) => {
    render(<StockBadge item={{ quantity_available: quantity, minimum_threshold: 10 }} />);
    expect(screen.getByText(badge)).toBeInTheDocument();
  });

  it('colours each band with dark text on a light background', () => {
    const { rerender } = render(<StockBadge item={{ quantity_available: 10, minimum_threshold: 10 }} />);
    expect(screen.getByText('Low Stock')).toHaveStyle({ color: '#5c0011' });
    rerender(<StockBadge item={{ quantity_available: 12, minimum_threshold: 10 }} />);
    expect(screen.getByText('Warning')).toHaveStyle({ color: '#613400' });
    rerender(<StockBadge item={{ quantity_available: 20, minimum_threshold: 10 }} />);
    expect(screen.getByText('In Stock')).toHaveStyle({ color: '#092b00' });
  });
});
