import { INTERFACE_SCREEN_TEXTS as TEXTS } from '@lab/shared';
import { mockApi, mockSession, testUser, type MockApi } from '@lab/shared/testing';
import { screen } from '@testing-library/react';
import { currentUrl, instrumentPage, messagePage, renderInterfaces, setupUser, worklistPage, sampleInstrument } from './interfaces-fixtures';

jest.setTimeout(30000);

let api: MockApi;
afterEach(() => api?.restore());

const tabNames = () => screen.getAllByRole('tab').map((t) => t.textContent);

describe('interfaces page', () => {
  beforeEach(() => {
    api = mockApi({
      'GET /interfaces/messages': messagePage([]),
      'GET /interfaces/instruments': instrumentPage([sampleInstrument(1, 'DEMO-ANALYZER')]),
      'GET /interfaces/instruments/1/worklist': worklistPage([]),
    });
  });

  it('gives an admin the title and both tabs, Messages open, and keeps the open tab in the address', async () => {
    mockSession(testUser('institution_admin'));
    const user = setupUser();
    renderInterfaces('/interfaces');
    expect(screen.getByRole('heading', { name: TEXTS.title })).toBeInTheDocument();
    expect(tabNames()).toEqual([TEXTS.messagesTab, TEXTS.worklistsTab]);
    expect(await screen.findByText(TEXTS.noMessages)).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: TEXTS.worklistsTab }));
    expect(currentUrl(screen)).toBe('/interfaces?tab=worklists');
    expect(await screen.findByRole('table', { name: TEXTS.worklistsTab })).toBeInTheDocument();
    // only the open tab is mounted: the message table is gone with its refreshes
    expect(screen.queryByRole('table', { name: TEXTS.messagesTab })).not.toBeInTheDocument();
  });

  it("says 'Access Denied' to whoever may see neither tab, and loads nothing", () => {
    mockSession(testUser('clinician'));
    renderInterfaces('/interfaces');
    expect(screen.getByText(TEXTS.accessDenied)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('answers an unknown page of the area with a not-found result', () => {
    mockSession(testUser('super_admin'));
    renderInterfaces('/interfaces/nothing/here');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
  });
});
