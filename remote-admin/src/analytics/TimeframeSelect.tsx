import { ANALYTICS_TIMEFRAMES, type AnalyticsTimeframe } from '@lab/shared';
import { Select } from 'antd';

const options = ANALYTICS_TIMEFRAMES.map((days) => ({ value: days, label: `Last ${days} days` }));

/** The period of the figures: 7, 30, 90 or 365 days. */
export function TimeframeSelect({ value, onChange }: { value: AnalyticsTimeframe; onChange(days: AnalyticsTimeframe): void }) {
  return <Select<AnalyticsTimeframe> aria-label="Time frame" style={{ minWidth: 160 }} value={value} onChange={onChange} options={options} />;
}
