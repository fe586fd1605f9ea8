// The audit trail API: who viewed or changed what, when and from where.
import type { Pagination } from '../types';

/** GET /audit: newest first; every filter optional. */
export interface AuditQuery {
  entity_type?: string;
  entity_id?: string;
  actor_user_id?: number;
  /** From this moment on (ISO date or date-time). */
  from?: string;
  /** Up to this moment (ISO date: the whole day). */
  to?: string;
  page?: number;
  limit?: number;
}

export interface AuditEntry {
  id: number;
  occurred_at: string;
  /** 'patient.viewed', 'test_result.amended', 'auth.login_failed'… */
  action: string;
  entity_type: string;
  entity_id: string | null;
  actor_user_id: number | null;
  /** The actor's name now, else the email the row recorded (a failed sign-in), else null (the system). */
  actor_name: string | null;
  institution_id: number | null;
  details: Record<string, unknown> | null;
  ip: string | null;
  user_agent: string | null;
}

export interface AuditResponse {
  entries: AuditEntry[];
  pagination: Pagination;
}
