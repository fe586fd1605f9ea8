// The texts of the platform itself: a remote that cannot run on this host, a newer version of an
// area, the Platform page's operator reports.

export const PLATFORM_MESSAGES = {
  /** The fallback card's explanation when a remote was built against a contract this host lacks. */
  incompatible: (area: string, remoteVersion: string, needed: string, provided: string) =>
    `${area} ${remoteVersion} needs platform contract ${needed}; this portal provides ${provided}. The rest of the portal keeps working.`,
  /** What the host logs for the same refusal. */
  incompatibleLog: (remote: string, remoteVersion: string, needed: string, provided: string) =>
    `remote ${remote} ${remoteVersion} was built against platform contract ${needed}; this host provides ${provided}: not loaded`,
  /** The banner of a page whose remotes have newer versions than the ones it runs: `parts` such as "clinical 1.1.0". */
  newerVersion: (parts: string[]) => `A new version of this portal is ready (${parts.join(', ')}). Reload when you have saved your work.`,
  reload: 'Reload',
  // the Platform page
  pageTitle: 'Platform',
  pageSubtitle: "The remotes' versions in use, and how loading them went in browsers.",
  provides: (contract: string) => `This portal provides platform contract ${contract}.`,
  remotesTitle: 'Remotes',
  failuresTitle: 'Load failures',
  loading: 'Loading the platform',
  loadFailed: 'The load failures could not be loaded.',
  registryUnreadable: 'The registry of remotes (/remotes.json) could not be read.',
  compatible: 'Compatible',
  needsContract: (contract: string) => `Needs contract ${contract}`,
  undeclared: 'Declares no contract',
  noCanary: 'None',
  canary: (version: string, institutions: readonly number[] | undefined, percent: number | undefined) =>
    `${version} for ${[institutions?.length ? `institutions ${institutions.join(', ')}` : '', percent ? `${percent}% of users` : ''].filter(Boolean).join(' and ')}`,
  notListed: 'Not listed here (development servers publish no versions)',
  lastHour: 'Last hour',
  lastDay: 'Last day',
  noReports: (window: string) => `No remote loads were reported in the ${window}.`,
  flagged: (remote: string, version: string, failures: number, loads: number, window: string) =>
    `${remote} ${version}: ${failures} of ${loads} loads failed in the ${window}.`,
  rollBack: 'Roll back:',
} as const;
