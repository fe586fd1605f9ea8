/** @jest-environment jsdom */
import '../testing/jest-setup';
import { render, screen } from '@testing-library/react';
import { PageHeader } from './PageHeader';

describe('PageHeader', () => {
  it('shows the title as the page heading, the subtitle and the actions', () => {
    render(<PageHeader title="Patients" subtitle="Manage patient records and information" actions={<button>Add Patient</button>} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Patients' })).toBeInTheDocument();
    expect(screen.getByText('Manage patient records and information')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Patient' })).toBeInTheDocument();
  });

  it('puts the way back above the title', () => {
    render(<PageHeader title="Olivia Harrington" back={<button>Back to Patients</button>} />);
    const back = screen.getByRole('button', { name: 'Back to Patients' });
    const heading = screen.getByRole('heading', { name: 'Olivia Harrington' });
    expect(back.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
