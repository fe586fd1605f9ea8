import type { CmsTabKey } from '@lab/shared';
import type { ComponentType } from 'react';
import type { CmsTabProps } from './cms-tab-props';
import { CollectionDevicesTab } from './devices/CollectionDevicesTab';
import { GenericCmsTab } from './generic/GenericCmsTab';
import { InstrumentsTab } from './instruments/InstrumentsTab';
import { NotificationLogsTab } from './notification-logs/NotificationLogsTab';
import { ReminderConfigsTab } from './reminders/ReminderConfigsTab';
import { StorageLocationsTab } from './storage/StorageLocationsTab';
import { TestNotificationsTab } from './test-notifications/TestNotificationsTab';

const generic = (tab: 'sample_types' | 'markers' | 'panels' | 'tube_types' | 'statuses' | 'labs') =>
  function GenericPanel({ user }: CmsTabProps) {
    return <GenericCmsTab tab={tab} user={user} />;
  };

/**
 * What each CMS tab shows. A tab the user may see (visibleCmsTabs) is in the tab bar only once it
 * is listed here (every tab of CMS_TABS now is).
 */
export const CMS_TAB_PANELS: Partial<Record<CmsTabKey, ComponentType<CmsTabProps>>> = {
  sample_types: generic('sample_types'),
  markers: generic('markers'),
  panels: generic('panels'),
  tube_types: generic('tube_types'),
  statuses: generic('statuses'),
  collection_devices: CollectionDevicesTab,
  storage_locations: StorageLocationsTab,
  labs: generic('labs'),
  instruments: InstrumentsTab,
  notification_logs: NotificationLogsTab,
  reminder_configs: ReminderConfigsTab,
  test_notifications: TestNotificationsTab,
};
