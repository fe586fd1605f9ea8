import { PATIENT_MESSAGES, type Pagination } from '@lab/shared';
import { errorText } from '@lab/shared/client';
import { useLoadedData } from '@lab/shared/react';
import { fetchPatients } from './patients-api';

export interface PatientListFilters {
  page: number;
  search: string;
  institutionId: number | null;
}

/** The patients page the filters ask for; reloads whenever they change. */
export function usePatientList({ page, search, institutionId }: PatientListFilters) {
  const { data, loading, reload } = useLoadedData(
    () =>
      fetchPatients({ page, search: search.trim(), institution_id: institutionId ? [institutionId] : undefined }).catch((error: unknown) => {
        // spec 1 section 8: a failed list load is logged only
        console.error(errorText(error, PATIENT_MESSAGES.fetchListFailed), error);
        throw error;
      }),
    [page, search, institutionId],
  );
  return { patients: data?.patients ?? [], pagination: data?.pagination ?? null, loading, reload };
}

/** 'Showing x to y of total results', only when there is more than one page (spec 1 section 9). */
export function pagerText(pagination: Pagination | null): string | null {
  if (!pagination || pagination.pages <= 1) return null;
  const from = (pagination.page - 1) * pagination.limit + 1;
  const to = Math.min(pagination.page * pagination.limit, pagination.total);
  return `Showing ${from} to ${to} of ${pagination.total} results`;
}
