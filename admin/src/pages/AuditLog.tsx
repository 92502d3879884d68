import { useCallback, useEffect, useState } from 'react'
import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Tag, Typography } from 'antd'
import type { Dayjs } from 'dayjs'
import { opsCall } from '../api'
import { operatorOps, type AuditRow, type Operator } from '../contract'
import { useI18n } from '../i18n'
import type { CallBody } from '../../../types/api/contract'

// The audit log (admin): every change made by an operator call, newest first, filtered by
// operator, command, target and days; a row opens to the call's body and the record before and
// after. "Load more" pages on from the last row (before_id).

type Query = CallBody<typeof operatorOps.auditLog>

interface Filters {
  operator_id?: number
  command?: string
  target?: string
  days?: [Dayjs | null, Dayjs | null] | null
}

const PAGE = 50

function queryOf(filters: Filters): Query {
  const query: Query = { limit: PAGE }
  if (filters.operator_id) query.operator_id = filters.operator_id
  if (filters.command?.trim()) query.command = filters.command.trim()
  if (filters.target?.trim()) query.target = filters.target.trim()
  if (filters.days?.[0]) query.from = filters.days[0].format('YYYY-MM-DD')
  if (filters.days?.[1]) query.to = filters.days[1].format('YYYY-MM-DD')
  return query
}

const json = (value: unknown) => <pre className="audit-json">{JSON.stringify(value, null, 2)}</pre>

export function AuditLogPage() {
  const { t } = useI18n()
  const [operators, setOperators] = useState<Operator[]>([])
  const [rows, setRows] = useState<AuditRow[]>([])
  const [next, setNext] = useState<number | null>(null)
  const [query, setQuery] = useState<Query>({ limit: PAGE })
  const [loading, setLoading] = useState(false)

  const load = useCallback(async (q: Query, more: boolean) => {
    setLoading(true)
    try {
      const { rows: page, next_before_id } = await opsCall(operatorOps.auditLog, q)
      setRows((list) => (more ? [...list, ...page] : page))
      setNext(next_before_id)
    } catch {
      // shown by opsCall
    } finally {
      setLoading(false)
    }
  }, [])
  useEffect(() => {
    void load({ limit: PAGE }, false)
    opsCall(operatorOps.operators, {}).then(({ operators: list }) => setOperators(list), () => {})
  }, [load])

  const search = (filters: Filters) => {
    const q = queryOf(filters)
    setQuery(q)
    void load(q, false)
  }

  return (
    <Card title={t('auditTitle')}>
      <Form<Filters> layout="inline" onFinish={search} className="audit-filters" style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="operator_id">
          <Select allowClear placeholder={t('allOperators')} style={{ width: 180 }}
            options={operators.map((o) => ({ value: o.id, label: `${o.name} (${o.username})` }))} />
        </Form.Item>
        <Form.Item name="command"><Input placeholder={t('command')} allowClear style={{ width: 160 }} /></Form.Item>
        <Form.Item name="target"><Input placeholder={`${t('target')} (order:12)`} allowClear style={{ width: 170 }} /></Form.Item>
        <Form.Item name="days"><DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('from'), t('to')]} /></Form.Item>
        <Form.Item><Button type="primary" htmlType="submit">{t('search')}</Button></Form.Item>
      </Form>
      <Table<AuditRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 720 }}
        expandable={{ expandedRowRender: (row) => (
          <Space align="start" wrap size="large">
            <div><Typography.Text type="secondary">body</Typography.Text>{json(row.body)}</div>
            <div><Typography.Text type="secondary">before</Typography.Text>{json(row.before)}</div>
            <div><Typography.Text type="secondary">after</Typography.Text>{json(row.after)}</div>
          </Space>
        ) }}
        columns={[
          { title: t('time'), dataIndex: 'at', width: 180 },
          { title: t('operator'), dataIndex: 'operator', width: 160, render: (operator: AuditRow['operator']) => (operator ? operator.username : <Tag>CLI</Tag>) },
          { title: t('command'), dataIndex: 'command', render: (command: string) => <Typography.Text code>{command}</Typography.Text> },
          { title: t('target'), dataIndex: 'target', render: (target: string | null) => target ?? '-' },
        ]}
      />
      {next !== null && (
        <Button block style={{ marginTop: 16 }} loading={loading} onClick={() => void load({ ...query, before_id: next }, true)}>{t('loadMore')}</Button>
      )}
    </Card>
  )
}
