// GET /institutions/my and GET /institutions/{id}/clinicians: the lookups the clinical forms use.
import type { Role } from '../roles';

export interface InstitutionOption {
  id: number;
  name: string;
  address: string | null;
}

export interface ClinicianOption {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  role: Role;
}

export interface MyInstitutionsResponse {
  institutions: InstitutionOption[];
}

export interface InstitutionCliniciansResponse {
  clinicians: ClinicianOption[];
}
