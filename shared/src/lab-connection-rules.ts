// A laboratory's connection to its external (reference) lab, as a super_admin sets it in the CMS
// Labs tab: the FHIR base URL, on or off, the bearer token (write-only) and whether the lab may
// sit on a private network. The form and the API check the address's shape with the same rule;
// the API also refuses private, link-local and loopback addresses (api/.../url-guard.ts).
import { type AccessSubject } from './access';
import { canEditCmsTab } from './cms-rules';

/** Who sees, edits and tests a lab's connection: whoever edits labs (super_admin). */
export const canManageLabConnection = (user: AccessSubject | null | undefined) => canEditCmsTab(user, 'labs');

/** The schemes a lab's FHIR base URL may use: https, and http for a lab on a trusted network. */
export const LAB_CONNECTION_SCHEMES = ['https:', 'http:'] as const;

export const LAB_CONNECTION_URL_MAX = 2000;

/** The URL's shape: why it is refused, or null. Credentials never ride in the URL (they would end up in logs). */
export function labUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return LAB_CONNECTION_MESSAGES.urlInvalid;
  }
  if (!(LAB_CONNECTION_SCHEMES as readonly string[]).includes(url.protocol)) return LAB_CONNECTION_MESSAGES.schemeRefused(url.protocol.replace(/:$/, ''));
  if (url.username || url.password) return LAB_CONNECTION_MESSAGES.urlWithCredentials;
  if (!url.hostname) return LAB_CONNECTION_MESSAGES.urlInvalid;
  if (url.search || url.hash) return LAB_CONNECTION_MESSAGES.urlWithQuery;
  return null;
}

export const LAB_CONNECTION_MESSAGES = {
  title: (lab: string) => `Lab connection: ${lab}`,
  credentialSet: 'A credential is set: leave the field empty to keep it',
  credentialNotSet: 'No credential is set',
  urlFromEnvironment: (variable: string) => `${variable} overrides this address in this environment`,
  credentialFromEnvironment: (variable: string) => `${variable} overrides this credential in this environment`,
  saved: 'Connection saved',
  saveFailed: 'Failed to save the connection',
  loadFailed: 'Failed to load the connection',
  testFailed: 'Failed to test the connection',
  // the API's texts
  labNotFound: 'Lab not found',
  urlRequired: 'The FHIR base URL is required',
  urlInvalid: 'The FHIR base URL is not a valid URL (https://fhir.lab.example/r4)',
  schemeRefused: (scheme: string) => `The FHIR base URL must start with https:// or http://, not ${scheme}://`,
  urlWithCredentials: 'The FHIR base URL must not hold a user name or password: set the credential instead',
  urlWithQuery: 'The FHIR base URL must not have a query or fragment',
  providerInvalid: 'The provider key is lower-case letters, digits and dashes, starting with a letter or digit',
  providerFixed: (provider: string) => `The provider key stays '${provider}' once set: orders already name it`,
  providerTaken: (provider: string) => `The provider key '${provider}' is used by another lab`,
  credentialConflict: 'Send a new credential or clear it, not both',
  // address checks, at save and at every call
  addressRefused: (host: string, address: string, kind: string) =>
    `${host === address ? `The address ${address}` : `The address of ${host} (${address})`} is ${kind}: allow this lab on a private network to use it`,
  unresolvable: (host: string, why: string) => `The host name ${host} could not be resolved (${why})`,
  // Test connection
  testOk: (version: string, software: string | null) =>
    `Connected: the server answers a FHIR R4 CapabilityStatement (fhirVersion ${version})${software ? ` from ${software}` : ''}`,
  notCapability: (what: string) => `Not a FHIR server: {base}/metadata answered ${what}, not a CapabilityStatement`,
  notR4: (version: string) => `Not FHIR R4: the CapabilityStatement says fhirVersion ${version} (4.0.x is needed)`,
} as const;
