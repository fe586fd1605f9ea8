/** Activity types with icons. */
export const ACTIVITY_TYPES = ['test_request', 'result', 'patient', 'fulfillment', 'system'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export const ACTIVITY_TYPE_LABELS: Record<ActivityType, string> = {
  test_request: 'Test Request',
  result: 'Test Result',
  patient: 'Patient',
  fulfillment: 'Fulfillment',
  system: 'System',
};

export const DEFAULT_ACTIVITY_DESCRIPTIONS: Record<ActivityType, string> = {
  test_request: 'Test request created',
  result: 'Test result entered',
  patient: 'Patient record updated',
  fulfillment: 'Fulfillment processed',
  system: 'System activity',
};

function asActivityType(type: string): ActivityType {
  return (ACTIVITY_TYPES as readonly string[]).includes(type) ? (type as ActivityType) : 'system';
}

export function activityTypeLabel(type: string): string {
  return ACTIVITY_TYPE_LABELS[asActivityType(type)];
}

export function activityDescription(type: string, description?: string | null): string {
  return description && description.trim() ? description : DEFAULT_ACTIVITY_DESCRIPTIONS[asActivityType(type)];
}

/** Badge style of a status: an antd Tag/Badge colour name plus the visible label. */
export interface StatusStyle {
  color: 'gold' | 'blue' | 'cyan' | 'processing' | 'green' | 'red' | 'default';
  label: string;
}

const BASE_STATUS_COLORS: Record<string, StatusStyle['color']> = {
  pending: 'gold',
  approved: 'blue',
  fulfilled: 'cyan',
  in_progress: 'processing',
  completed: 'green',
  cancelled: 'red',
};

/** Result statuses borrow the style of a request status. */
const STATUS_ALIASES: Record<string, string> = { draft: 'pending', reviewed: 'approved', final: 'completed' };

export function activityStatusStyle(status: string | null | undefined): StatusStyle {
  const key = status ?? '';
  const color = BASE_STATUS_COLORS[STATUS_ALIASES[key] ?? key] ?? 'default';
  return { color, label: key ? key.replace(/_/g, ' ') : 'unknown' };
}
