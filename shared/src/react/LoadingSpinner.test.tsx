/** @jest-environment jsdom */
import '../testing/jest-setup';
import { render, screen } from '@testing-library/react';
import { LoadingSpinner } from './LoadingSpinner';

it('is a status region named by what is loading', () => {
  render(<LoadingSpinner label="Loading patient" />);
  expect(screen.getByRole('status', { name: 'Loading patient' })).toBeInTheDocument();
});
