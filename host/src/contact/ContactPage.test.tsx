import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { buildRoutes } from '../app/routes';
import * as shell from '../app/shell';

const SUCCESS = "Your message has been sent successfully! We'll get back to you soon.";
const user = testUser('clinician', { id: 7, email: 'clinician@demo.lab', first_name: 'Emily', last_name: 'Watson' });

// Full-layout renders of antd forms are slow in jsdom.
jest.setTimeout(30000);

let api: MockApi | undefined;
beforeEach(() => mockSession(user));
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A remote area (never loaded here), then /contact: closing the modal goes back to it. */
function openContact(entries = ['/patients', '/contact']) {
  const router = createMemoryRouter(buildRoutes(() => new Promise(() => undefined), shell), { initialEntries: entries, initialIndex: entries.length - 1 });
  render(<RouterProvider router={router} />);
  return router;
}

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

async function write(events: ReturnType<typeof setup>, label: 'Subject' | 'Message', text: string) {
  await events.click(screen.getByLabelText(label));
  await events.paste(text);
}

const sendButton = () => screen.getByRole('button', { name: 'Send Message' });

describe('contact support', () => {
  it('shows the read-only sender, counts message characters and needs subject and message', async () => {
    jest.useFakeTimers();
    const events = setup();
    openContact();
    const from = await screen.findByLabelText('From Email');
    expect(from).toHaveValue('clinician@demo.lab');
    expect(from).toHaveAttribute('readonly');
    expect(screen.getByText('0/1000 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveAttribute('maxlength', '1000');
    expect(sendButton()).toBeDisabled();

    await write(events, 'Subject', 'Kit shortage');
    expect(sendButton()).toBeDisabled();
    await write(events, 'Message', '   ');
    expect(screen.getByText('3/1000 characters')).toBeInTheDocument();
    expect(sendButton()).toBeDisabled();
    await write(events, 'Message', 'Need kits');
    expect(screen.getByText('12/1000 characters')).toBeInTheDocument();
    expect(sendButton()).toBeEnabled();
  });

  it('sends as the session user, says so, and closes 3 seconds later', async () => {
    jest.useFakeTimers();
    let sent: unknown;
    api = mockApi({
      'POST /contact/send-email': ({ body }) => {
        sent = body;
        return [200, { success: true, message: SUCCESS, delivered: true }];
      },
    });
    const events = setup();
    const router = openContact();
    await write(events, 'Subject', 'Kit shortage');
    await write(events, 'Message', 'We are out of kits.');
    await act(() => events.click(sendButton()));

    expect(await screen.findByText(SUCCESS)).toBeInTheDocument();
    expect(sent).toEqual({
      from_email: 'clinician@demo.lab',
      subject: 'Kit shortage',
      message: 'We are out of kits.',
      user_name: 'Emily Watson',
      user_role: 'clinician',
      institution_id: 1,
    });
    act(() => jest.advanceTimersByTime(2900));
    expect(router.state.location.pathname).toBe('/contact');
    act(() => jest.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients'));
  });

  it('says a message only recorded was not delivered, and stays open until closed', async () => {
    jest.useFakeTimers();
    const RECORDED = 'Your message was recorded but not delivered: no mail server is configured to send it to support. If it is urgent, reach support another way.';
    api = mockApi({ 'POST /contact/send-email': [200, { success: true, message: RECORDED, delivered: false }] });
    const events = setup();
    const router = openContact();
    await write(events, 'Subject', 'Kit shortage');
    await write(events, 'Message', 'We are out of kits.');
    await act(() => events.click(sendButton()));

    expect(await screen.findByText(RECORDED)).toBeInTheDocument();
    expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10_000));
    expect(router.state.location.pathname).toBe('/contact');
    expect(sendButton()).toBeDisabled();
  });

  it("shows the server's error for 5 seconds, then hides it", async () => {
    jest.useFakeTimers();
    api = mockApi({ 'POST /contact/send-email': [502, { success: false, error: 'Failed to send message' }] });
    const events = setup();
    const router = openContact();
    await write(events, 'Subject', 'Printer');
    await write(events, 'Message', 'Offline');
    await act(() => events.click(sendButton()));

    expect(await screen.findByText('Failed to send message')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4900));
    expect(screen.getByText('Failed to send message')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(200));
    expect(screen.queryByText('Failed to send message')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact');
    expect(sendButton()).toBeEnabled();
  });

  it("falls back to 'Failed to send message. Please try again.'", async () => {
    jest.useFakeTimers();
    api = mockApi({ 'POST /contact/send-email': [500, {}] });
    const events = setup();
    openContact();
    await write(events, 'Subject', 'Printer');
    await write(events, 'Message', 'Offline');
    await act(() => events.click(sendButton()));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
  });

  it('goes back one page on Cancel and on the close button', async () => {
    const router = openContact();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/patients'));

    const again = openContact(['/tests', '/contact']);
    await userEvent.click(screen.getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(again.state.location.pathname).toBe('/tests'));
  });

  it('goes to the dashboard when /contact was the first page visited', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined); // the dashboard's own data calls are not mocked here
    const router = openContact(['/contact']);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
