import { labUrlProblem, type LabConnection, type LabConnectionBody, type LabConnectionTestBody } from '@lab/shared';

/** The connection dialog's fields. The credential field is always empty at first: the API never answers it. */
export interface ConnectionFormValues {
  base_url: string;
  enabled: boolean;
  allow_private_network: boolean;
  credential: string;
  clear_credential: boolean;
}

export const connectionFormValues = (connection: LabConnection): ConnectionFormValues => ({
  base_url: connection.base_url ?? '',
  // a lab without a connection yet starts switched on: the operator is setting it up to use it
  enabled: connection.provider === null ? true : connection.enabled,
  allow_private_network: connection.allow_private_network,
  credential: '',
  clear_credential: false,
});

/** The PUT body: an empty credential is left out (the stored one is kept). */
export function connectionBody(values: ConnectionFormValues): { body: LabConnectionBody } | { error: string } {
  const problem = labUrlProblem(values.base_url);
  if (problem) return { error: problem };
  return {
    body: {
      base_url: values.base_url.trim(),
      enabled: values.enabled,
      allow_private_network: values.allow_private_network,
      ...(values.clear_credential ? { clear_credential: true } : values.credential ? { credential: values.credential } : {}),
    },
  };
}

/** Test connection tries what the form holds; an empty field falls back to what is stored. */
export const connectionTestBody = (values: ConnectionFormValues): LabConnectionTestBody => ({
  ...(values.base_url.trim() ? { base_url: values.base_url.trim() } : {}),
  ...(values.credential && !values.clear_credential ? { credential: values.credential } : {}),
  allow_private_network: values.allow_private_network,
});
