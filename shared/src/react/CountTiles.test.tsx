/** @jest-environment jsdom */
import '../testing/jest-setup';
import { render, screen } from '@testing-library/react';
import { CountTiles } from './CountTiles';

describe('CountTiles', () => {
  it('shows each title with its figure, and the note under it', () => {
    render(<CountTiles tiles={[{ title: 'Draft', value: 3 }, { title: 'Final', value: 12, note: 'incl. 2 amended' }]} />);
    expect(screen.getByText('Draft').closest('.ant-card')).toHaveTextContent('Draft3');
    expect(screen.getByText('Final').closest('.ant-card')).toHaveTextContent('Final12incl. 2 amended');
  });

  it('shows a dash until the figures are there', () => {
    render(<CountTiles tiles={[{ title: 'Total Items', value: undefined }]} />);
    expect(screen.getByText('Total Items').closest('.ant-card')).toHaveTextContent('Total Items—');
  });

  it('shows a zero as a zero, not as missing', () => {
    render(<CountTiles tiles={[{ title: 'Low Stock', value: 0 }]} />);
    expect(screen.getByText('Low Stock').closest('.ant-card')).toHaveTextContent('Low Stock0');
  });
});
