import { AlertOutlined, BankOutlined, CheckCircleOutlined, ExperimentOutlined, SendOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { RESULT_SAFETY_MESSAGES, type DashboardResponse } from '@lab/shared';
import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

interface StatCard {
  title: string;
  value: number;
  icon: ReactNode;
  /** Where the card opens, when it leads somewhere. */
  to?: string;
}

/** The results list filtered to those waiting for a call-back. */
const CRITICAL_LIST = '/results?critical=unacknowledged';

/** The dashboard's cards, each shown under its own condition. */
export function statCardsFor(data: DashboardResponse, providerWide: boolean): StatCard[] {
  const cards: StatCard[] = [{ title: 'Test Requests', value: data.test_requests.total, icon: <ExperimentOutlined /> }];
  if (data.patients) cards.push({ title: 'New Patients', value: data.patients.total, icon: <UserAddOutlined /> });
  cards.push({ title: 'Results Completed', value: data.results.completed, icon: <CheckCircleOutlined /> });
  const critical = data.results.critical_unacknowledged;
  if (critical !== undefined) cards.push({ title: RESULT_SAFETY_MESSAGES.dashboardCard, value: critical, icon: <AlertOutlined />, to: critical > 0 ? CRITICAL_LIST : undefined });
  if (data.fulfillment) cards.push({ title: 'Pending Fulfillment', value: data.fulfillment.pending, icon: <SendOutlined /> });
  if (providerWide) {
    cards.push({ title: 'Active Institutions', value: data.institutions?.active ?? 0, icon: <BankOutlined /> });
    cards.push({ title: 'Active Clinicians', value: data.clinicians?.total ?? 0, icon: <TeamOutlined /> });
  }
  return cards;
}

export function StatCards({ data, providerWide }: { data: DashboardResponse; providerWide: boolean }) {
  return (
    <Row gutter={[16, 16]}>
      {statCardsFor(data, providerWide).map((card) => (
        <Col key={card.title} xs={24} sm={12} lg={8} xl={4}>
          <Card aria-label={card.title} style={{ height: '100%' }}>
            <Statistic title={card.title} value={card.value} prefix={card.icon} valueStyle={card.to ? { color: '#a8071a' } : undefined} />
            {card.to && <Link to={card.to}>Review them</Link>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
