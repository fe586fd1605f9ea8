/** @jest-environment jsdom */
import '../testing/jest-setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { ListPager } from './ListPager';

describe('ListPager', () => {
  const pagination = { page: 3, limit: 20, total: 1_000_000, pages: 50_000, next: '1764151872123456_42' };

  it("says where the list stands, and goes to the next page from where this one ends", () => {
    const onChange = jest.fn();
    render(<ListPager pagination={pagination} onChange={onChange} />);
    expect(screen.getByText('Showing 41 to 60 of 1000000 results')).toBeInTheDocument();
    fireEvent.click(screen.getByTitle('Next Page'));
    expect(onChange).toHaveBeenLastCalledWith(4, '1764151872123456_42');
    fireEvent.click(screen.getByTitle('Previous Page'));
    expect(onChange).toHaveBeenLastCalledWith(2, undefined);
    fireEvent.click(screen.getByTitle('50000'));
    expect(onChange).toHaveBeenLastCalledWith(50_000, undefined);
  });

  it('is not there for a single page', () => {
    const { container } = render(<ListPager pagination={{ page: 1, limit: 20, total: 3, pages: 1 }} onChange={jest.fn()} />);
    expect(container).toBeEmptyDOMElement();
  });
});
