/** @jest-environment jsdom */
import '../testing/jest-setup';
import { render, screen } from '@testing-library/react';
import { AccessDenied, PageNotFound } from './RefusalPages';

describe('AccessDenied', () => {
  it("says 'Access Denied', why, and offers the way on", () => {
    render(<AccessDenied reason="You don't have permission to view the audit trail." extra={<button>Back to CMS</button>} />);
    expect(screen.getByText('Access Denied')).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to view the audit trail.")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to CMS' })).toBeInTheDocument();
  });
});

describe('PageNotFound', () => {
  it('names the area the address is not a page of', () => {
    render(<PageNotFound area="Test Results" />);
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.getByText('There is no such page in Test Results.')).toBeInTheDocument();
  });
});
