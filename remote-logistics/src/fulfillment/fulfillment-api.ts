import {
  FULFILLMENT_PAGE_SIZE,
  REOPEN_NOTE,
  type CreateFulfillmentPayload,
  type FulfillmentDetail,
  type FulfillmentListQuery,
  type FulfillmentPage,
  type FulfillmentStatusPayload,
} from '@lab/shared';
import { apiClient } from '@lab/shared/client';

/** GET /fulfillment: a page of requests with the status counts and the recent activity. */
export async function fetchFulfillmentPage(query: FulfillmentListQuery): Promise<FulfillmentPage> {
  const { data } = await apiClient.get<FulfillmentPage>('/fulfillment', { params: { ...query, limit: FULFILLMENT_PAGE_SIZE } });
  return data;
}

export async function fetchFulfillment(id: number | string): Promise<FulfillmentDetail> {
  const { data } = await apiClient.get<FulfillmentDetail>(`/fulfillment/${id}`);
  return data;
}

/** PUT /fulfillment/{id}/status: one step of the state machine (409 with the reason when it refuses). */
export async function updateFulfillmentStatus(id: number, payload: FulfillmentStatusPayload): Promise<FulfillmentDetail> {
  const { data } = await apiClient.put<FulfillmentDetail>(`/fulfillment/${id}/status`, payload);
  return data;
}

/** A cancelled request back to pending, with the reopen note. */
export const reopenFulfillment = (id: number) => updateFulfillmentStatus(id, { status: 'pending', notes: REOPEN_NOTE });

export async function assignFulfillment(id: number, assignedTo: number): Promise<FulfillmentDetail> {
  const { data } = await apiClient.post<FulfillmentDetail>(`/fulfillment/${id}/assign`, { assigned_to: assignedTo });
  return data;
}

/** POST /fulfillment: a new request (here, the replacement of a cancelled one). */
export async function createFulfillment(payload: CreateFulfillmentPayload): Promise<FulfillmentDetail> {
  const { data } = await apiClient.post<FulfillmentDetail>('/fulfillment', payload);
  return data;
}
