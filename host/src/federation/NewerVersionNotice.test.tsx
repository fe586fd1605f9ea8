jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
import { clearMockSession, mockSession, testUser } from '@lab/shared/testing';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NewerVersionNotice } from './NewerVersionNotice';
import { registerRemote } from './remote-registry';

const v = (version: string) => ({ entry: `/remotes/clinical/${version}/mf-manifest.json`, version });
const serve = (registry: object) => (globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, json: async () => registry }));
const show = () =>
  render(
    <MemoryRouter>
      <NewerVersionNotice />
    </MemoryRouter>,
  );

describe('a newer version of a running remote', () => {
  beforeEach(() => mockSession({ ...testUser('clinician'), id: 7, institution_ids: [2] }));
  afterEach(() => {
    cleanup();
    clearMockSession();
  });

  it('is offered as a reload, never swapped in', async () => {
    registerRemote('clinical', v('1.0.0'));
    serve({ clinical: v('1.1.0'), admin: { entry: '/remotes/admin/3.0.0/mf-manifest.json', version: '3.0.0' } });
    await act(async () => show());
    // admin has not been loaded on this page: its next visit simply reads the new registry
    expect(await screen.findByRole('status')).toHaveTextContent('A new version of this portal is ready (clinical 1.1.0). Reload when you have saved your work.');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it("follows the user's canary: nothing while the page runs what the registry gives them", async () => {
    registerRemote('clinical', v('1.1.0'));
    serve({ clinical: { ...v('1.0.0'), canary: { ...v('1.1.0'), institutions: [2] } } });
    await act(async () => show());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(globalThis.fetch).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
