import type { AnalyticsTimeframe, InstitutionAnalytics } from '@lab/shared';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { institutionViewPath } from '../analytics-url';

const count = (title: string, field: keyof Omit<InstitutionAnalytics, 'id' | 'name'>) => ({ title, dataIndex: field, key: field, align: 'right' as const });

/** The Institutions tab: each name opens that institution's view at the same time frame. */
export const institutionColumns = (timeframe: AnalyticsTimeframe): TableColumnsType<InstitutionAnalytics> => [
  { title: 'Institution', key: 'name', render: (_, i) => <Link to={institutionViewPath(i.id, timeframe)}>{i.name}</Link> },
  count('Users', 'user_count'),
  count('Patients', 'patient_count'),
  count('Test Requests', 'test_request_count'),
  count('Completed Results', 'completed_results_count'),
];
