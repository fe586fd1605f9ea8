// For the CMS tests only: items as the API answers them, and the page mounted under a router.
import type {
  CmsItemBase,
  CollectionDeviceCmsItem,
  LabCmsItem,
  MarkerCmsItem,
  NotificationLogItem,
  PanelCmsItem,
  Role,
  SessionUser,
  StatusCmsItem,
  StorageLocationCmsItem,
} from '@lab/shared';
import { defaultPermissionsFor } from '@lab/shared';
import { mockSession, testUser } from '@lab/shared/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import CmsArea from './CmsArea';

export type Clicks = ReturnType<typeof userEvent.setup>;

/** userEvent without the pointer-events check (it walks computed styles on every click). */
export const setupUser = () => userEvent.setup({ delay: null, pointerEventsCheck: 0 });

/** A signed-in user of `role` with the role's default permissions (cms and all its sub-permissions for the admins). */
export function signIn(role: Role, overrides: Partial<SessionUser> = {}): SessionUser {
  return mockSession(testUser(role, { permissions: defaultPermissionsFor(role), ...overrides }));
}

/** The address the page is at, to assert what the tabs and filters put there. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export const currentUrl = (screen: { getByTestId(id: string): HTMLElement }) => screen.getByTestId('location').textContent;

/** The CMS area at `url`, as the host mounts it. */
export function renderCms(url = '/cms') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/cms/*" element={<CmsArea />} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
  );
}

const base = (id: number, name: string, overrides: Partial<CmsItemBase> = {}): CmsItemBase => ({
  id,
  name,
  description: `${name} description`,
  active: true,
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...overrides,
});

export const item = base;

export function sampleMarker(id: number, name: string, overrides: Partial<MarkerCmsItem> = {}): MarkerCmsItem {
  return {
    ...base(id, name),
    marker_code: `M${id}`,
    units: 'mg/dL',
    ucum_units: 'mg/dL',
    loinc_code: null,
    value: 50,
    range_min: null,
    range_max: null,
    reference_ranges: [],
    delta_limit: null,
    delta_kind: 'absolute',
    delta_window_days: 30,
    sample_type_ids: [],
    tube_type_ids: [],
    institution_ids: [],
    institution_names: [],
    global: true,
    editable: true,
    ...overrides,
  };
}

export function samplePanel(id: number, name: string, overrides: Partial<PanelCmsItem> = {}): PanelCmsItem {
  return { ...base(id, name), sample_type_id: 1, marker_ids: [], marker_names: [], institution_ids: [], institution_names: [], global: true, editable: true, ...overrides };
}

export function sampleLab(id: number, name: string, overrides: Partial<LabCmsItem> = {}): LabCmsItem {
  return { ...base(id, name), address: null, phone: null, email: null, user_count: 0, institution_count: 0, test_request_count: 0, ...overrides };
}

export function sampleStatus(id: number, name: string, sortOrder: number): StatusCmsItem {
  return { ...base(id, name), sort_order: sortOrder };
}

/** A shared item the viewer may change (a super_admin's view). */
const owned = { owner_institution_id: null, owner_institution_name: null, editable: true };

export function sampleDevice(id: number, name: string, overrides: Partial<CollectionDeviceCmsItem> = {}): CollectionDeviceCmsItem {
  return { ...base(id, name), max_capacity: 500, tube_type_ids: [], tube_types: [], ...owned, ...overrides };
}

export function sampleLocation(id: number, name: string, sortOrder: number, overrides: Partial<StorageLocationCmsItem> = {}): StorageLocationCmsItem {
  return { ...base(id, name), sort_order: sortOrder, ...owned, ...overrides };
}

export function sampleLog(id: number, overrides: Partial<NotificationLogItem> = {}): NotificationLogItem {
  return {
    id,
    sent_at: '2026-11-22T14:05:00Z',
    test_request_id: 42,
    institution_name: "St Mary's General Hospital",
    message_type: '7_days_before',
    notification_type: 'email',
    recipient_type: 'patient',
    recipient_email: 'olivia@patient.test',
    recipient_phone: null,
    patient_name: 'Olivia Patient',
    delivery_status: 'delivered',
    error_message: null,
    triggered_by_type: 'system',
    triggered_by_name: null,
    triggered_by_lastname: null,
    ...overrides,
  };
}

/** A list answer. */
export const items = <T,>(list: T[]) => [200, { items: list }] as [number, unknown];
