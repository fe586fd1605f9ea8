#!/usr/bin/env node
// `pnpm dev`: for working on the screens. The host and the three remotes are webpack development
// servers that rebuild on every save (ports 3000-3003; the host proxies the remotes), beside the
// API on the embedded database. What a user should see is `pnpm start`: the production bundles,
// about a tenth of the JavaScript.
import { analyzerService, apiService, HOST_URL, labService, runPortal } from './launch/portal.mjs';

runPortal(
  [
    apiService('pnpm --filter @lab/api start'),
    labService(),
    analyzerService(),
    { name: 'host', command: 'pnpm --filter host start', url: `${HOST_URL}/`, prefixColor: 'blue' },
    // the remotes are checked through the host's proxy, the way the page reaches them
    { name: 'clinical', command: 'pnpm --filter remote-clinical start', url: `${HOST_URL}/remotes/clinical/mf-manifest.json`, prefixColor: 'green' },
    { name: 'logistics', command: 'pnpm --filter remote-logistics start', url: `${HOST_URL}/remotes/logistics/mf-manifest.json`, prefixColor: 'yellow' },
    { name: 'admin', command: 'pnpm --filter remote-admin start', url: `${HOST_URL}/remotes/admin/mf-manifest.json`, prefixColor: 'cyan' },
  ],
  { readyWithinMinutes: 10 },
);
