import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { Button, Card, Col, Row, Segmented, Skeleton, Space, Statistic, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { opsCall } from '../api'
import { dashboardOps, type DashboardResult } from '../contract'
import { useI18n, type TextKey } from '../i18n'

// The console's home (docs/console.md "Dashboard"), first in every role's menu: today's figures
// and what waits as statistic cards, then the last 7/30/90 days as charts. The chart library
// (@ant-design/plots) is loaded with the charts (React.lazy), so no other page's first load
// carries it.

const Charts = lazy(() => import('./DashboardCharts'))

const RANGES = [7, 30, 90] as const
type Range = (typeof RANGES)[number]

const TODAY: [keyof DashboardResult['today'], TextKey][] = [
  ['grabs', 'dashGrabs'], ['approvals', 'dashApprovals'], ['rebates', 'dashRebates'], ['voucher_gmv', 'dashVoucherGmv'],
  ['member_gmv', 'dashMemberGmv'], ['cash_out_amount', 'dashCashOutAmount'], ['sign_ins', 'dashSignIns'], ['new_users', 'dashNewUsers'],
  ['invitations', 'dashInvitations'],
]
const QUEUE: [keyof DashboardResult['queue'], TextKey][] = [
  ['proofs', 'dashQueueProofs'], ['cash_outs_pending', 'dashQueueCashOuts'], ['commissions_held', 'dashQueueCommissions'],
  ['feedback_open', 'dashQueueFeedback'], ['applications_open', 'dashQueueApplications'],
]

/** Statistic cards, each with the class dash-<kind>--<key> (the browser test reads them). */
function Figures<T extends object>({ kind, items, values }: { kind: string; items: [keyof T & string, TextKey][]; values: T | undefined }) {
  const { t } = useI18n()
  return (
    <Row gutter={[16, 16]}>
      {items.map(([key, label]) => (
        <Col key={key} xs={12} sm={8} lg={6} xl={4} className={`dash-${kind} dash-${kind}--${key}`}>
          <Statistic title={t(label)} value={values ? String(values[key]) : '-'} />
        </Col>
      ))}
    </Row>
  )
}

export function DashboardPage() {
  const { t } = useI18n()
  const [range, setRange] = useState<Range>(30)
  const [data, setData] = useState<DashboardResult | null>(null)
  const [loading, setLoading] = useState(true)

  const load = useCallback(async () => {
    setLoading(true)
    try {
      setData(await opsCall(dashboardOps.dashboard, { days: range }))
    } catch {
      // shown by opsCall
    } finally {
      setLoading(false)
    }
  }, [range])
  useEffect(() => void load(), [load])

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} className="dashboard">
      <Card
        title={`${t('dashToday')}${data ? ` · ${data.today.day}` : ''}`}
        extra={<Button icon={<ReloadOutlined />} onClick={() => void load()} loading={loading}>{t('refresh')}</Button>}
      >
        <Figures kind="today" items={TODAY} values={data?.today} />
      </Card>
      <Card title={t('dashWaiting')}>
        <Figures kind="queue" items={QUEUE} values={data?.queue} />
      </Card>
      <Card
        title={t('dashTrends')}
        extra={(
          <Segmented<Range>
            value={range}
            onChange={setRange}
            options={RANGES.map((n) => ({ value: n, label: t('dashDays', { n }) }))}
          />
        )}
      >
        {data ? (
          <Suspense fallback={<Skeleton active />}>
            <Charts key={range} days={data.days} />
          </Suspense>
        ) : <Skeleton active />}
        <Typography.Text type="secondary">{t('dashNote')}</Typography.Text>
      </Card>
    </Space>
  )
}
