import { AREAS, type AreaKey, type CmsSubPermission } from '@lab/shared';

/** An area's title as the side navigation shows it ('tests' -> 'Test Requests'). */
export const areaLabel = (area: AreaKey | string) => AREAS.find((a) => a.key === area)?.title ?? area;

/** The CMS sub-permissions as the CMS page's tabs are named. */
export const CMS_SUB_PERMISSION_LABELS: Record<CmsSubPermission, string> = {
  cms_sample_types: 'Sample Types',
  cms_markers: 'Markers',
  cms_panels: 'Panels',
  cms_statuses: 'Statuses',
  cms_collection_devices: 'Collection Devices',
  cms_tube_types: 'Tube Types',
  cms_storage_locations: 'Storage Locations',
  cms_notification_logs: 'Notification Logs',
};
