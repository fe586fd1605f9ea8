// A lab's connection to its external lab: read, save, test (one function per request).
import {
  apiPath,
  LAB_CONNECTION_PATHS,
  type LabConnection,
  type LabConnectionBody,
  type LabConnectionResponse,
  type LabConnectionTestBody,
  type LabConnectionTestResponse,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

export async function fetchLabConnection(labId: number): Promise<LabConnection> {
  const { data } = await apiClient.get<LabConnectionResponse>(apiPath(LAB_CONNECTION_PATHS.connection, { id: labId }));
  return data.connection;
}

export async function saveLabConnection(labId: number, body: LabConnectionBody): Promise<LabConnection> {
  const { data } = await apiClient.put<LabConnectionResponse>(apiPath(LAB_CONNECTION_PATHS.connection, { id: labId }), body);
  return data.connection;
}

export async function testLabConnection(labId: number, body: LabConnectionTestBody): Promise<LabConnectionTestResponse> {
  const { data } = await apiClient.post<LabConnectionTestResponse>(apiPath(LAB_CONNECTION_PATHS.test, { id: labId }), body);
  return data;
}
