import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, Form, Input, Modal, Popconfirm, Segmented, Space, Table, Tag, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { opsCall } from '../api'
import { walletOps, type OpsCashOutRow, type SettleResult } from '../contract'
import { useI18n, type TextKey } from '../i18n'
import { yuan } from '../money'
import { outcomeText } from '../outcome'

// Cash-outs (finance): the pending queue oldest first, or the settled ones newest first. Pay sends
// the money through the payout provider; refuse returns it to the user's balance with a reason
// the user sees (docs/server.md "Cash-out and payouts").

type Filter = 'pending' | 'paid' | 'refused' | 'all'
const FILTERS: [Filter, TextKey][] = [['pending', 'cashoutPending'], ['paid', 'cashoutPaid'], ['refused', 'cashoutRefused'], ['all', 'cashoutAll']]
const STATUS_COLORS: Record<string, string> = { pending: 'gold', paid: 'green', refused: 'red' }
const PAY_TYPES: Record<number, TextKey> = { 1: 'payTypeWechat', 2: 'payTypeAlipay' }

export function CashOutsPage() {
  const { t } = useI18n()
  const { message } = App.useApp()
  const [filter, setFilter] = useState<Filter>('pending')
  const [rows, setRows] = useState<OpsCashOutRow[]>([])
  const [loading, setLoading] = useState(true)
  const [busy, setBusy] = useState<number | null>(null)
  const [refusing, setRefusing] = useState<OpsCashOutRow | null>(null)
  const [form] = Form.useForm<{ reason: string }>()

  const load = useCallback(async () => {
    setLoading(true)
    try {
      setRows((await opsCall(walletOps.cashouts, { status: filter, limit: 200 })).cashouts)
    } catch {
      // shown by opsCall
    } finally {
      setLoading(false)
    }
  }, [filter])
  useEffect(() => void load(), [load])

  const settled = (result: SettleResult, ok: string) => {
    if (result.outcome === 'paid' || result.outcome === 'refused') void message.success(ok)
    else void message.warning(outcomeText(t, result))
    void load()
  }

  const pay = async (row: OpsCashOutRow) => {
    setBusy(row.id)
    try {
      const { result } = await opsCall(walletOps.cashoutPay, { id: row.id })
      settled(result, t('paid', { amount: yuan(row.amount_fen) }))
    } catch {
      // shown by opsCall
    } finally {
      setBusy(null)
    }
  }

  const refuse = async ({ reason }: { reason: string }) => {
    const row = refusing
    if (!row) return
    setBusy(row.id)
    try {
      const { result } = await opsCall(walletOps.cashoutRefuse, { id: row.id, reason: reason.trim() })
      setRefusing(null)
      settled(result, t('refused', { id: row.id }))
    } catch {
      // shown by opsCall
    } finally {
      setBusy(null)
    }
  }

  return (
    <Card title={t('cashoutsTitle')} extra={
      <Space wrap>
        <Segmented<Filter> value={filter} onChange={setFilter} options={FILTERS.map(([value, label]) => ({ value, label: t(label) }))} />
        <Button icon={<ReloadOutlined />} onClick={() => void load()} aria-label={t('refresh')} />
      </Space>
    }>
      <Table<OpsCashOutRow>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 1200 }}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        columns={[
          { title: '#', dataIndex: 'id', width: 70 },
          { title: t('user'), dataIndex: 'tel', width: 130 },
          { title: t('amount'), dataIndex: 'amount_fen', width: 110, align: 'right', render: (fen: number) => <Typography.Text strong>¥{yuan(fen)}</Typography.Text> },
          { title: t('fee'), dataIndex: 'fee_fen', width: 90, align: 'right', render: (fen: number) => `¥${yuan(fen)}` },
          { title: t('payType'), dataIndex: 'pay_type', width: 90, render: (type: number) => (PAY_TYPES[type] ? t(PAY_TYPES[type]) : type) },
          { title: t('account'), key: 'account', width: 240, render: (_, row) => `${row.account_name} ${row.account_number}` },
          { title: t('created'), dataIndex: 'created_time', width: 170 },
          { title: t('status'), dataIndex: 'status', width: 100, render: (status: string, row) => (
            <Space orientation="vertical" size={0}>
              <Tag color={STATUS_COLORS[status]}>{t(FILTERS.find(([f]) => f === status)?.[1] ?? 'cashoutAll')}</Tag>
              {row.reason && <Typography.Text type="secondary">{row.reason}</Typography.Text>}
              {row.payout_error && <Typography.Text type="danger">{row.payout_error}</Typography.Text>}
            </Space>
          ) },
          { title: t('actions'), key: 'actions', width: 170, fixed: 'right', render: (_, row) => row.status !== 'pending' ? row.decided_time : (
            <Space>
              <Popconfirm title={t('payConfirm', { amount: yuan(row.amount_fen), account: `${row.account_name} ${row.account_number}` })}
                okText={t('pay')} cancelText={t('cancel')} onConfirm={() => pay(row)}>
                <Button type="primary" size="small" loading={busy === row.id} className="cashout-pay">{t('pay')}</Button>
              </Popconfirm>
              <Button danger size="small" disabled={busy === row.id} onClick={() => setRefusing(row)} className="cashout-refuse">{t('refuse')}</Button>
            </Space>
          ) },
        ]}
      />
      <Modal
        open={refusing !== null}
        title={refusing ? t('refuseTitle', { id: refusing.id }) : ''}
        okText={t('refuse')}
        okButtonProps={{ danger: true, loading: busy !== null }}
        cancelText={t('cancel')}
        onOk={() => form.submit()}
        onCancel={() => setRefusing(null)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(fields) => void refuse(fields)} preserve={false}>
          <Form.Item name="reason" label={t('refuseReason')} rules={[{ required: true, whitespace: true, message: t('rejectReasonRequired') }]}>
            <Input.TextArea rows={3} maxLength={200} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  )
}
