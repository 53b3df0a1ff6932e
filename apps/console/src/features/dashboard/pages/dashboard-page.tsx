import { PageContainer } from '@ant-design/pro-components';
import { useDashboard } from '@mall/client/console/dashboard/get-dashboard';
import { useTranslation } from '@mall/client/lib/use-translation';
import type { AgeBuckets } from '@mall/contract';
import { Card, Col, Row, Skeleton, Statistic, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CONSOLE_PAGES, roleMayUse } from '../../../app/pages';
import { useOperator } from '../../../app/require-operator';
import { formatDateTime } from '../../../components/format';
import { LoadError } from '../../../components/load-error';

/** A count that waits for action, with a link to the page that acts on it when the operator may use that page. */
function Tile({ title, count, to, children }: { title: string; count: number; to: string; children?: ReactNode }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const page = CONSOLE_PAGES.find((p) => to.startsWith(p.path));
  const link = page && roleMayUse(page, operator.role) ? <Link to={to}>{t('console.dashboard.open')}</Link> : null;
  return (
    <Card title={title} extra={link} data-testid="dashboard-tile">
      <Statistic value={count} valueStyle={count > 0 ? { color: '#cf1322' } : undefined} />
      {children}
    </Card>
  );
}

function Ages({ ages }: { ages: AgeBuckets }) {
  const { t } = useTranslation();
  return (
    <Row gutter={8} style={{ marginTop: 12 }}>
      <Col span={8}>
        <Statistic title={t('console.dashboard.underOneDay')} value={ages.under_1_day} valueStyle={{ fontSize: 16 }} />
      </Col>
      <Col span={8}>
        <Statistic
          title={t('console.dashboard.oneToThreeDays')}
          value={ages.from_1_to_3_days}
          valueStyle={{ fontSize: 16 }}
        />
      </Col>
      <Col span={8}>
        <Statistic
          title={t('console.dashboard.overThreeDays')}
          value={ages.over_3_days}
          valueStyle={ages.over_3_days > 0 ? { fontSize: 16, color: '#cf1322' } : { fontSize: 16 }}
        />
      </Col>
    </Row>
  );
}

const total = (ages: AgeBuckets) => ages.under_1_day + ages.from_1_to_3_days + ages.over_3_days;

/** The first page: what needs an operator's action now, counted. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const dashboard = useDashboard();
  const d = dashboard.data;
  return (
    <PageContainer
      title={t('console.dashboard.title')}
      subTitle={d ? t('console.dashboard.countedAt', { time: formatDateTime(d.server_time) }) : undefined}
    >
      {dashboard.isError && <LoadError error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {!d ? (
        !dashboard.isError && <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <Row gutter={[16, 16]}>
          <Col span={8}>
            <Tile
              title={t('console.dashboard.pendingAccounts')}
              count={d.pending_accounts}
              to="/accounts?status=pending"
            />
          </Col>
          <Col span={8}>
            <Tile
              title={t('console.dashboard.renewalRequests')}
              count={d.renewal_requests}
              to="/accounts?status=renewal"
            />
          </Col>
          <Col span={8}>
            <Tile title={t('console.dashboard.mailsFailed')} count={d.mails_failed} to="/outbox?status=failed" />
          </Col>
          <Col span={8}>
            <Tile title={t('console.dashboard.unansweredRfqs')} count={total(d.unanswered_rfqs)} to="/quoting">
              <Ages ages={d.unanswered_rfqs} />
            </Tile>
          </Col>
          <Col span={8}>
            <Tile
              title={t('console.dashboard.unansweredRequests')}
              count={total(d.unanswered_quotation_requests)}
              to="/quoting"
            >
              <Ages ages={d.unanswered_quotation_requests} />
            </Tile>
          </Col>
          <Col span={8}>
            <Tile
              title={t('console.dashboard.campaignsEndingToday')}
              count={d.campaigns_ending_today}
              to="/campaigns"
            />
          </Col>
          {[
            d.pending_accounts,
            d.renewal_requests,
            d.mails_failed,
            total(d.unanswered_rfqs),
            total(d.unanswered_quotation_requests),
            d.campaigns_ending_today,
          ].every((count) => count === 0) && (
            <Col span={24}>
              <Typography.Text type="secondary">{t('console.dashboard.allClear')}</Typography.Text>
            </Col>
          )}
        </Row>
      )}
    </PageContainer>
  );
}
