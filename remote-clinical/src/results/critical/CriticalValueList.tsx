import { WarningFilled } from '@ant-design/icons';
import { flagLabel, isCriticalFlag, RESULT_SAFETY_TEXTS as T, type ResultValue } from '@lab/shared';
import { Typography } from 'antd';
import { valueWithUnits } from '../ResultValueCards';

/** 'Potassium: 7.2 mmol/L (Critical high)', one a line: what the call-back tells. */
export function CriticalValueList({ values }: { values: ResultValue[] }) {
  const critical = values.filter((v) => isCriticalFlag(v.flag));
  if (critical.length === 0) return null;
  return (
    <ul aria-label={T.criticalValuesHeading} style={{ margin: 0, paddingInlineStart: 20 }}>
      {critical.map((v) => (
        <li key={v.marker_id}>
          <Typography.Text strong>
            <WarningFilled aria-hidden /> {`${v.marker_name}: ${valueWithUnits(v.value, v.units, v.comparator)} (${flagLabel(v.flag)})`}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
