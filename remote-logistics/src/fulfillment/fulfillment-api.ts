import {
  apiPath,
  FULFILLMENT_PAGE_SIZE,
  FULFILLMENT_PATHS,
  REOPEN_NOTE,
  type CreateFulfillmentPayload,
  type FulfillmentAssignPayload,
  type FulfillmentDetail,
  type FulfillmentListQuery,
  type FulfillmentPage,
  type FulfillmentStatusPayload,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

/** GET /fulfillment: a page of requests with the status counts and the recent activity. */
export async function fetchFulfillmentPage(query: FulfillmentListQuery): Promise<FulfillmentPage> {
  const { data } = await apiClient.get<FulfillmentPage>(FULFILLMENT_PATHS.list, { params: { ...query, limit: FULFILLMENT_PAGE_SIZE } satisfies FulfillmentListQuery });
  return data;
}

export async function fetchFulfillment(id: number | string): Promise<FulfillmentDetail> {
  const { data } = await apiClient.get<FulfillmentDetail>(apiPath(FULFILLMENT_PATHS.one, { id }));
  return data;
}

/** PUT /fulfillment/{id}/status: one step of the state machine (409 with the reason when it refuses). */
export async function updateFulfillmentStatus(id: number, payload: FulfillmentStatusPayload): Promise<FulfillmentDetail> {
  const { data } = await apiClient.put<FulfillmentDetail>(apiPath(FULFILLMENT_PATHS.status, { id }), payload);
  return data;
}

/** A cancelled request back to pending, with the reopen note. */
export const reopenFulfillment = (id: number) => updateFulfillmentStatus(id, { status: 'pending', notes: REOPEN_NOTE });

export async function assignFulfillment(id: number, assignedTo: number): Promise<FulfillmentDetail> {
  const { data } = await apiClient.post<FulfillmentDetail>(apiPath(FULFILLMENT_PATHS.assign, { id }), { assigned_to: assignedTo } satisfies FulfillmentAssignPayload);
  return data;
}

/** POST /fulfillment: a new request (here, the replacement of a cancelled one). */
export async function createFulfillment(payload: CreateFulfillmentPayload): Promise<FulfillmentDetail> {
  const { data } = await apiClient.post<FulfillmentDetail>(FULFILLMENT_PATHS.list, payload);
  return data;
}
