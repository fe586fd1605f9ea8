// A lab's connection to its external lab (CMS Labs tab): read, change, test. The credential is
// write-only: answers say only whether one is set.
import { Id, Nullable } from './schema-pieces';
import { Type, type Static } from './typebox';
import { LAB_CONNECTION_URL_MAX } from '../lab-connection-rules';

export const LAB_CONNECTION_PATHS = {
  connection: '/cms/labs/:id/connection',
  test: '/cms/labs/:id/connection/test',
} as const;

const providerKey = Type.String({ pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 50 });

export const LabConnection = Type.Object({
  lab_id: Id,
  provider: Nullable(Type.String({ description: "The {provider} path segment of the lab's orders; null: no connection yet." })),
  base_url: Nullable(Type.String({ description: 'The FHIR R4 base URL stored for the lab.' })),
  enabled: Type.Boolean({ description: "Orders of the lab's test requests may go out." }),
  allow_private_network: Type.Boolean({ description: 'The lab may be reached on a private, link-local or loopback address.' }),
  credential_set: Type.Boolean({ description: 'A bearer token is stored (never answered).' }),
  url_variable: Type.String({ description: 'The environment variable that overrides the URL.' }),
  url_from_environment: Type.Boolean(),
  credential_variable: Type.String({ description: 'The environment variable that overrides the credential.' }),
  credential_from_environment: Type.Boolean(),
});
export type LabConnection = Static<typeof LabConnection>;

export const LabConnectionResponse = Type.Object({ connection: LabConnection });
export type LabConnectionResponse = Static<typeof LabConnectionResponse>;

const credential = Type.String({ maxLength: 4000, description: 'A new bearer token; empty keeps the stored one.' });

/** PUT: partial; the first save needs base_url. */
export const LabConnectionBody = Type.Object(
  {
    provider: Type.Optional(providerKey),
    base_url: Type.Optional(Type.String({ maxLength: LAB_CONNECTION_URL_MAX })),
    enabled: Type.Optional(Type.Boolean()),
    allow_private_network: Type.Optional(Type.Boolean()),
    credential: Type.Optional(credential),
    clear_credential: Type.Optional(Type.Boolean({ description: 'Removes the stored credential.' })),
  },
  { additionalProperties: false },
);
export type LabConnectionBody = Static<typeof LabConnectionBody>;

/** POST .../test: the form's values, each falling back to what is stored (and the environment's). */
export const LabConnectionTestBody = Type.Object(
  {
    base_url: Type.Optional(Type.String({ maxLength: LAB_CONNECTION_URL_MAX })),
    credential: Type.Optional(credential),
    allow_private_network: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LabConnectionTestBody = Static<typeof LabConnectionTestBody>;

export const LabConnectionTestResponse = Type.Object({
  ok: Type.Boolean({ description: 'The server answered a FHIR R4 CapabilityStatement.' }),
  message: Type.String({ description: 'What was found, or why not, in words.' }),
  fhir_version: Nullable(Type.String()),
});
export type LabConnectionTestResponse = Static<typeof LabConnectionTestResponse>;
