import { formatRate, type TestTypeAnalytics } from '@lab/shared';
import type { TableColumnsType } from 'antd';

const name = { title: 'Test Type', dataIndex: 'name', key: 'name' };
const requests = { title: 'Requests', dataIndex: 'request_count', key: 'requests', align: 'right' as const };
const rate = { title: 'Completion Rate', key: 'rate', align: 'right' as const, render: (_: unknown, t: TestTypeAnalytics) => formatRate(t.completion_rate) };

/** The overview's top test types. */
export const topTestTypeColumns: TableColumnsType<TestTypeAnalytics> = [name, requests, rate];

/** The Test Types tab: all of them, with their category. */
export const testTypeColumns: TableColumnsType<TestTypeAnalytics> = [name, { title: 'Category', key: 'category', render: (_, t) => t.category ?? '—' }, requests, rate];

/** A test type's row key: a name may stand under two categories (the API groups by both). */
export const testTypeKey = (t: TestTypeAnalytics) => `${t.name}\u0000${t.category ?? ''}`;
