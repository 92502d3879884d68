import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { App, Button, Card, Descriptions, Empty, Flex, Form, Image, Input, Modal, Space, Spin, Tag, Typography } from 'antd'
import { CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons'
import { opsCall } from '../api'
import { orderOps, type OpsOrderRow, type OpsReviewResult } from '../contract'
import { useI18n, type Translate } from '../i18n'
import { outcomeText } from '../outcome'
import { REJECT_REASON_MAX } from '../../../types/api/ops/order'

// The free-meal proof queue (reviewer): the orders in review ('uploaded') oldest first, one shown
// at a time with its screenshots large. A approves, R rejects with a reason, J/K move on and back.
// The review's evidence is a list of panels (PROOF_PANELS), each drawn from the order: the richer
// review data (deal rules, the user's history, fraud signals) adds its own panels there.

interface PanelProps {
  order: OpsOrderRow
  t: Translate
}

interface ProofPanel {
  key: string
  title: (t: Translate) => string
  render: (props: PanelProps) => ReactNode
}

const PROOF_PANELS: ProofPanel[] = [
  {
    key: 'order',
    title: (t) => t('detail'),
    render: ({ order, t }) => (
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered items={[
        { key: 'platform', label: t('platformOrderNo'), children: <Typography.Text copyable strong className="proof-platform-no">{order.platform_order_no ?? '-'}</Typography.Text> },
        { key: 'rebate', label: t('rebate'), children: <Typography.Text strong className="proof-rebate">¥{order.rebate}</Typography.Text> },
        { key: 'shop', label: t('shop'), children: <span className="proof-shop">{order.shop}</span> },
        { key: 'user', label: t('user'), children: order.tel },
        { key: 'order', label: t('orderNo'), children: <Typography.Text copyable>{order.order_no}</Typography.Text> },
        { key: 'time', label: t('proofTime'), children: order.proof_time ?? '-' },
      ]} />
    ),
  },
  {
    key: 'screenshots',
    title: (t) => t('screenshots'),
    render: ({ order, t }) => order.images.length === 0 ? <Empty description={t('noScreenshots')} /> : (
      <Image.PreviewGroup>
        <Flex wrap gap={12}>
          {order.images.map((src) => (
            <Image key={src} src={src} height={480} style={{ objectFit: 'contain', background: '#f5f5f5' }} className="proof-screenshot" alt="" />
          ))}
        </Flex>
      </Image.PreviewGroup>
    ),
  },
]

/** Keys typed into a field or while a dialog is open are not shortcuts. */
function typingOrDialog(e: KeyboardEvent): boolean {
  const target = e.target as HTMLElement | null
  if (target && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))) return true
  return e.ctrlKey || e.metaKey || e.altKey || document.querySelector('.ant-modal-wrap:not([style*="display: none"]), .ant-image-preview') !== null
}

export function ProofQueuePage() {
  const { t } = useI18n()
  const { message } = App.useApp()
  const [orders, setOrders] = useState<OpsOrderRow[]>([])
  const [loading, setLoading] = useState(true)
  const [index, setIndex] = useState(0)
  const [busy, setBusy] = useState(false)
  const [rejecting, setRejecting] = useState<OpsOrderRow | null>(null)
  const [form] = Form.useForm<{ reason: string }>()

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const { orders: listed } = await opsCall(orderOps.orders, { status: 'uploaded', limit: 200 })
      // the queue: the oldest proof first
      setOrders([...listed].reverse())
      setIndex(0)
    } catch {
      // shown by opsCall
    } finally {
      setLoading(false)
    }
  }, [])
  useEffect(() => void load(), [load])

  const current = orders[index] as OpsOrderRow | undefined

  /** Takes the reviewed order off the queue and shows the next one. */
  const done = (order: OpsOrderRow, result: OpsReviewResult | undefined, ok: string) => {
    if (!result || result.outcome === 'approved' || result.outcome === 'rejected') void message.success(ok)
    else void message.warning(outcomeText(t, result))
    setOrders((list) => {
      const next = list.filter((o) => o.id !== order.id)
      setIndex((i) => Math.min(i, Math.max(0, next.length - 1)))
      return next
    })
  }

  const approve = async (order: OpsOrderRow) => {
    if (busy) return
    setBusy(true)
    try {
      const { results } = await opsCall(orderOps.approve, { orders: [String(order.id)] })
      done(order, results[0], t('approved', { order: order.order_no, rebate: order.rebate }))
    } catch {
      // shown by opsCall
    } finally {
      setBusy(false)
    }
  }

  const reject = async ({ reason }: { reason: string }) => {
    const order = rejecting
    if (!order) return
    setBusy(true)
    try {
      const { results } = await opsCall(orderOps.reject, { order: String(order.id), reason: reason.trim() })
      setRejecting(null)
      form.resetFields()
      done(order, results[0], t('rejected', { order: order.order_no }))
    } catch {
      // shown by opsCall
    } finally {
      setBusy(false)
    }
  }

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (typingOrDialog(e) || !current) return
      const key = e.key.toLowerCase()
      if (key === 'a') void approve(current)
      else if (key === 'r') setRejecting(current)
      else if (key === 'j') setIndex((i) => Math.min(i + 1, orders.length - 1))
      else if (key === 'k') setIndex((i) => Math.max(i - 1, 0))
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  })

  const panels = useMemo(() => current ? PROOF_PANELS.map((panel) => (
    <Card key={panel.key} size="small" title={panel.title(t)}>{panel.render({ order: current, t })}</Card>
  )) : null, [current, t])

  return (
    <Flex gap={16} align="flex-start" className="proof-queue">
      <Card size="small" className="proof-queue__list" title={<Space>{t('queueTitle')}<Tag>{orders.length}</Tag></Space>}
        extra={<Button size="small" icon={<ReloadOutlined />} onClick={() => void load()} aria-label={t('refresh')} />}>
        <Spin spinning={loading}>
          {orders.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('queueEmpty')} /> : orders.map((order, i) => (
            <button type="button" key={order.id} onClick={() => setIndex(i)} aria-current={i === index}
              className={i === index ? 'proof-queue__item proof-queue__item--current' : 'proof-queue__item'}>
              <Typography.Text strong ellipsis>{order.shop}</Typography.Text>
              <Typography.Text type="secondary">{`${order.order_no} · ¥${order.rebate}`}</Typography.Text>
            </button>
          ))}
        </Spin>
      </Card>
      <Flex vertical gap={16} className="proof-queue__detail">
        <Card size="small">
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Space orientation="vertical" size={0}>
              <Typography.Text strong>{current ? t('position', { n: index + 1, total: orders.length }) : t('queueEmpty')}</Typography.Text>
              <Typography.Text type="secondary" className="proof-queue__shortcuts">{t('shortcuts')}</Typography.Text>
            </Space>
            <Space>
              <Button disabled={!current || index === 0} onClick={() => setIndex(index - 1)}>K</Button>
              <Button disabled={!current || index >= orders.length - 1} onClick={() => setIndex(index + 1)}>J</Button>
              <Button danger icon={<CloseOutlined />} disabled={!current || busy} onClick={() => current && setRejecting(current)} className="proof-reject">
                {t('reject')} (R)
              </Button>
              <Button type="primary" icon={<CheckOutlined />} disabled={!current} loading={busy} onClick={() => current && void approve(current)} className="proof-approve">
                {t('approve')} (A)
              </Button>
            </Space>
          </Flex>
        </Card>
        {panels}
      </Flex>
      <Modal
        open={rejecting !== null}
        title={rejecting ? t('rejectTitle', { order: rejecting.order_no }) : ''}
        okText={t('reject')}
        okButtonProps={{ danger: true, loading: busy }}
        cancelText={t('cancel')}
        onOk={() => form.submit()}
        onCancel={() => { setRejecting(null); form.resetFields() }}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={(fields) => void reject(fields)} preserve={false}>
          <Form.Item name="reason" label={t('rejectReason')} rules={[{ required: true, whitespace: true, message: t('rejectReasonRequired') }]}>
            <Input.TextArea rows={3} maxLength={REJECT_REASON_MAX} showCount autoFocus />
          </Form.Item>
        </Form>
      </Modal>
    </Flex>
  )
}
