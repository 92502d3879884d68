import { Col, Row, Typography } from 'antd'
import { Column, Line } from '@ant-design/plots'
import type { DashboardDay } from '../contract'
import { useI18n, type TextKey } from '../i18n'

// The dashboard's charts (pages/Dashboard.tsx loads this module lazily: it alone imports the
// chart library). Each chart is one day per x, a series per figure, in long form.

type Key = { [K in keyof DashboardDay]: DashboardDay[K] extends number | string ? K : never }[keyof DashboardDay]
interface Point { day: string; value: number; series: string }

function points(days: DashboardDay[], figures: [Key, string][]): Point[] {
  return days.flatMap((d) => figures.map(([key, series]) => ({ day: d.day.slice(5), value: Number(d[key]), series })))
}

const CHARTS: { title: TextKey; kind: 'line' | 'column'; figures: [Key, TextKey][] }[] = [
  { title: 'dashChartMeals', kind: 'line', figures: [['grabs', 'dashGrabs'], ['approvals', 'dashApprovals']] },
  { title: 'dashChartGmv', kind: 'column', figures: [['voucher_gmv', 'dashVoucherGmv'], ['member_gmv', 'dashMemberGmv']] },
  { title: 'dashChartPaidOut', kind: 'line', figures: [['rebates', 'dashRebates'], ['cash_out_amount', 'dashCashOutAmount']] },
  { title: 'dashChartUsers', kind: 'line', figures: [['sign_ins', 'dashSignIns'], ['new_users', 'dashNewUsers'], ['invitations', 'dashInvitations']] },
]

/** The console's orange first, then colours far from it and from each other. */
const COLORS = ['#ff5a1f', '#1677ff', '#52c41a']

export default function DashboardCharts({ days }: { days: DashboardDay[] }) {
  const { t } = useI18n()
  return (
    <Row gutter={[16, 24]}>
      {CHARTS.map((chart) => {
        const data = points(days, chart.figures.map(([key, label]) => [key, t(label)]))
        const common = { data, xField: 'day', yField: 'value', colorField: 'series', height: 260, autoFit: true, legend: { color: { position: 'top' as const } }, scale: { color: { range: COLORS } } }
        return (
          <Col key={chart.title} xs={24} xl={12}>
            <Typography.Title level={5}>{t(chart.title)}</Typography.Title>
            {chart.kind === 'line' ? <Line {...common} /> : <Column {...common} stack />}
          </Col>
        )
      })}
    </Row>
  )
}
