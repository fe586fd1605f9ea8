/** @jest-environment jsdom */
import '../testing/jest-setup';
import { render, screen } from '@testing-library/react';
import { describedBy, FormField } from './FormField';

describe('FormField', () => {
  it('binds its label to the control and shows the hint underneath', () => {
    render(
      <FormField id="profile-email" label="Email Address" hint="Email address cannot be changed">
        <input id="profile-email" aria-describedby="profile-email-hint" />
      </FormField>,
    );
    const input = screen.getByLabelText('Email Address');
    expect(input).toHaveAccessibleDescription('Email address cannot be changed');
    expect(screen.queryByText('*')).not.toBeInTheDocument();
  });

  it('marks a required field beside the label, keeping the label text exact', () => {
    render(
      <FormField id="first-name" label="First Name" required>
        <input id="first-name" required />
      </FormField>,
    );
    expect(screen.getByLabelText('First Name')).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an error under the control', () => {
    const error = 'First name is required';
    render(
      <FormField id="first-name" label="First Name" error={error}>
        <input id="first-name" aria-describedby={describedBy('first-name', { error })} />
      </FormField>,
    );
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(error);
  });
});

describe('describedBy', () => {
  it('points at the hint and the error that are shown', () => {
    expect(describedBy('x', { hint: 'h', error: 'e' })).toBe('x-hint x-error');
    expect(describedBy('x', { hint: 'h', error: null })).toBe('x-hint');
    expect(describedBy('x', {})).toBeUndefined();
  });
});
