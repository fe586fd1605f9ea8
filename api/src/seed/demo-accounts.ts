import { CMS_SUB_PERMISSIONS, type AreaKey, type CmsSubPermission, type Role } from '@lab/shared';

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_INSTITUTIONS = {
  A: { name: "St Mary's General Hospital", institutionNumber: 'INST-0001', institutionType: 'Hospital', address: '14 Praed Street, London W2 1NY', phone: '+442079461001', email: 'lab@stmarys.demo.lab' },
  // the clinic and the centre work with one person on results: the second-person rule is off there
  B: { name: 'Riverside Community Clinic', institutionNumber: 'INST-0002', institutionType: 'Clinic', address: '2 Riverside Walk, Bristol BS1 4RN', phone: '+441179460202', email: 'reception@riverside.demo.lab', secondPersonRelease: false },
  C: { name: 'Northgate Diagnostics Centre', institutionNumber: 'INST-0003', institutionType: 'Diagnostic Centre', address: '88 Northgate, Chester CH1 2HT', phone: '+441244460303', email: 'info@northgate.demo.lab', secondPersonRelease: false },
} as const;
export type InstitutionKey = keyof typeof DEMO_INSTITUTIONS;

export interface DemoAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  phone: string | null;
  institution: InstitutionKey | null;
  /** A clinician's institutions, the primary one included. */
  clinicianInstitutions?: InstitutionKey[];
  isActive?: boolean;
  permissions?: (AreaKey | CmsSubPermission)[];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  { email: 'superadmin@demo.lab', firstName: 'Sarah', lastName: 'Mitchell', role: 'super_admin', phone: '+447700900001', institution: null },
  // the role's areas plus inventory: an institution admin requests stock for low items there
  {
    email: 'instadmin@demo.lab', firstName: 'James', lastName: 'Carter', role: 'institution_admin', phone: '+447700900002', institution: 'A',
    permissions: ['dashboard', 'patients', 'tests', 'results', 'inventory', 'analytics', 'users', 'cms', 'audit', 'interfaces', ...CMS_SUB_PERMISSIONS],
  },
  { email: 'instadmin.b@demo.lab', firstName: 'Priya', lastName: 'Shah', role: 'institution_admin', phone: '+447700900003', institution: 'B' },
  { email: 'clinician@demo.lab', firstName: 'Emily', lastName: 'Watson', role: 'clinician', phone: '+447700900004', institution: 'A', clinicianInstitutions: ['A'] },
  { email: 'clinician.multi@demo.lab', firstName: 'Daniel', lastName: 'Okafor', role: 'clinician', phone: '+447700900005', institution: 'A', clinicianInstitutions: ['A', 'B'] },
  // the role's areas plus the CMS page for storage locations (docs/areas/cms.md)
  {
    email: 'clientadmin@demo.lab', firstName: 'Laura', lastName: 'Bennett', role: 'client_admin', phone: '+447700900006', institution: 'A',
    permissions: ['dashboard', 'patients', 'tests', 'inventory', 'fulfillment', 'analytics', 'cms', 'cms_storage_locations'],
  },
  { email: 'fulfillment@demo.lab', firstName: 'Marcus', lastName: 'Reid', role: 'fulfillment_agent', phone: '+447700900007', institution: null },
  { email: 'labuser@demo.lab', firstName: 'Hannah', lastName: 'Lee', role: 'lab_user', phone: '+447700900008', institution: 'A' },
  // a second lab user at St Mary's: results entered by one are reviewed and released by the other
  { email: 'labuser2@demo.lab', firstName: 'Tom', lastName: 'Fletcher', role: 'lab_user', phone: '+447700900009', institution: 'A' },
  { email: 'inactive@demo.lab', firstName: 'Oliver', lastName: 'Grant', role: 'lab_user', phone: null, institution: 'A', isActive: false },
];
