import { errorText } from '@lab/shared/client';
import { PATIENT_MESSAGES } from '@lab/shared';
import { useCallback, useEffect, useState } from 'react';
import { fetchPatients, type Pagination, type Patient } from './patients-api';

export interface PatientListFilters {
  page: number;
  search: string;
  institutionId: number | null;
}

/** The patients page the filters ask for; reloads whenever they change. */
export function usePatientList(filters: PatientListFilters) {
  const [patients, setPatients] = useState<Patient[]>([]);
  const [pagination, setPagination] = useState<Pagination | null>(null);
  const [loading, setLoading] = useState(true);
  const [reloads, setReloads] = useState(0);
  const { page, search, institutionId } = filters;

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPatients({ page, search: search.trim(), institution_id: institutionId ? [institutionId] : undefined })
      .then((data) => {
        if (!current) return;
        setPatients(data.patients);
        setPagination(data.pagination);
      })
      // spec 1 section 8: a failed list load is logged only
      .catch((error: unknown) => console.error(errorText(error, PATIENT_MESSAGES.fetchListFailed), error))
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [page, search, institutionId, reloads]);

  const reload = useCallback(() => setReloads((n) => n + 1), []);
  return { patients, pagination, loading, reload };
}

/** 'Showing x to y of total results', only when there is more than one page (spec 1 section 9). */
export function pagerText(pagination: Pagination | null): string | null {
  if (!pagination || pagination.pages <= 1) return null;
  const from = (pagination.page - 1) * pagination.limit + 1;
  const to = Math.min(pagination.page * pagination.limit, pagination.total);
  return `Showing ${from} to ${to} of ${pagination.total} results`;
}
