import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react'
import { Alert, App, Button, Card, Descriptions, Empty, Flex, Form, Image, Input, Modal, Space, Spin, Tag, Typography } from 'antd'
import { CheckOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons'
import { opsCall } from '../api'
import { orderOps, type OpsReviewRow, type OpsReviewResult, type ReviewSignal } from '../contract'
import { useI18n, type TextKey, type Translate } from '../i18n'
import { outcomeText } from '../outcome'
import { FREE_MEAL_ORDER_STATUSES, type FreeMealOrderStatus } from '../../../types/api/order'
import { REJECT_REASON_MAX } from '../../../types/api/ops/order'

// The free-meal proof queue (reviewer): the orders in review ('uploaded') oldest first, one shown
// at a time with its screenshots large. A approves, R rejects with a reason, J/K move on and back.
// Each order comes from /ops/order-review with what a review needs (docs/console.md): the risk
// signals first, the order's facts and screenshots, the deal's rules and the user's history, each
// a panel of PROOF_PANELS.

interface PanelProps {
  row: OpsReviewRow
  t: Translate
}

interface ProofPanel {
  key: string
  title: (t: Translate) => string
  render: (props: PanelProps) => ReactNode
}

const statusText = (t: Translate, status: FreeMealOrderStatus) => t(`orderStatus_${status}` as TextKey)

/** One signal in the reviewer's words (the server sends codes: docs/console.md). */
function signalText(t: Translate, signal: ReviewSignal): string {
  switch (signal.code) {
    case 'same_platform_order_no':
      return t('signalSamePlatformNo', { order: signal.order_no, user: signal.user_id, status: statusText(t, signal.status) })
    case 'same_screenshot':
      return t('signalSameScreenshot', { order: signal.order_no, user: signal.user_id, status: statusText(t, signal.status), distance: signal.distance })
    case 'shared_device':
      return t('signalSharedDevice', { accounts: signal.accounts, users: signal.user_ids.join(', ') })
    case 'shared_address':
      return t('signalSharedAddress', { address: signal.address, accounts: signal.accounts, users: signal.user_ids.join(', ') })
  }
}

const PROOF_PANELS: ProofPanel[] = [
  {
    key: 'signals',
    title: (t) => t('panelSignals'),
    render: ({ row, t }) => row.signals.length === 0
      ? <Alert type="success" showIcon title={t('noSignals')} className="proof-signals proof-signals--none" />
      : (
        <Flex vertical gap={8} className="proof-signals">
          {row.signals.map((signal, i) => (
            <Alert key={`${signal.code}-${i}`} type="warning" showIcon title={signalText(t, signal)} className={`proof-signal proof-signal--${signal.code}`} />
          ))}
        </Flex>
      ),
  },
  {
    key: 'order',
    title: (t) => t('detail'),
    render: ({ row: { order, shop, user }, t }) => (
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered items={[
        { key: 'platform', label: t('platformOrderNo'), children: <Typography.Text copyable strong className="proof-platform-no">{order.platform_order_no ?? '-'}</Typography.Text> },
        { key: 'rebate', label: t('rebate'), children: <Typography.Text strong className="proof-rebate">¥{order.rebate}</Typography.Text> },
        { key: 'shop', label: t('shop'), children: <span className="proof-shop">{shop.name}</span> },
        { key: 'user', label: t('user'), children: `${user.nickname} · ${user.tel ?? '-'} (#${user.id})` },
        { key: 'order', label: t('orderNo'), children: <Typography.Text copyable>{order.order_no}</Typography.Text> },
        { key: 'time', label: t('proofTime'), children: order.proof_time ?? '-' },
      ]} />
    ),
  },
  {
    key: 'screenshots',
    title: (t) => t('screenshots'),
    render: ({ row: { order }, t }) => order.images.length === 0 ? <Empty description={t('noScreenshots')} /> : (
      <Image.PreviewGroup>
        <Flex wrap gap={12}>
          {order.images.map((src, i) => (
            <Image key={src} src={src} height={480} style={{ objectFit: 'contain', background: '#f5f5f5' }} className="proof-screenshot"
              alt={`${t('screenshots')} ${i + 1}`} />
          ))}
        </Flex>
      </Image.PreviewGroup>
    ),
  },
  {
    key: 'deal',
    title: (t) => t('panelDeal'),
    render: ({ row: { deal }, t }) => (
      <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered className="proof-deal" items={[
        { key: 'windows', label: t('dealWindows'), children: <>{`${deal.am_window} / ${deal.pm_window}`}{deal.enabled ? null : <Tag color="default" style={{ marginInlineStart: 8 }}>{t('dealOff')}</Tag>}</> },
        { key: 'quota', label: t('dealQuota'), children: `${deal.am_quota} / ${deal.pm_quota} / ${deal.daily_quota}` },
        { key: 'price', label: t('dealPrice'), children: `¥${deal.order_price} / ¥${deal.min_order_price}` },
        { key: 'rebate', label: t('dealRebate'), children: `¥${deal.rebate} / ¥${deal.member_rebate}` },
        { key: 'member', label: t('dealMemberOnly'), children: deal.member_only ? t('yes') : t('no') },
        { key: 'rules', label: t('dealRules'), span: 'filled', children: <Typography.Paragraph style={{ whiteSpace: 'pre-line', marginBottom: 0 }}>{deal.rules || '-'}</Typography.Paragraph> },
      ]} />
    ),
  },
  {
    key: 'user',
    title: (t) => t('panelUser'),
    render: ({ row: { user }, t }) => (
      <Flex vertical gap={12} className="proof-user">
        <Descriptions column={{ xs: 1, md: 2 }} size="small" items={[
          { key: 'registered', label: t('registeredAt'), children: user.registered_at },
          { key: 'member', label: t('member'), children: user.member ? t('yes') : t('no') },
          {
            key: 'counts', label: t('orderCounts'), span: 'filled', children: (
              <Space wrap size={4} className="proof-user__counts">
                {FREE_MEAL_ORDER_STATUSES.map((status) => <Tag key={status}>{`${statusText(t, status)} ${user.counts[status]}`}</Tag>)}
              </Space>
            ),
          },
        ]} />
        <div className="proof-user__recent">
          <Typography.Text type="secondary">{t('recentOrders')}</Typography.Text>
          {user.recent.length === 0 ? <Typography.Paragraph type="secondary">{t('noRecentOrders')}</Typography.Paragraph> : (
            <ul>
              {user.recent.map((o) => (
                <li key={o.id}>
                  <Typography.Text>{`${o.order_no} · ${o.shop} · ${o.grab_time}`}</Typography.Text>
                  <Tag>{statusText(t, o.status)}</Tag>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Flex>
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
  const [orders, setOrders] = useState<OpsReviewRow[]>([])
  const [loading, setLoading] = useState(true)
  const [index, setIndex] = useState(0)
  const [busy, setBusy] = useState(false)
  const [rejecting, setRejecting] = useState<OpsReviewRow | null>(null)
  const [form] = Form.useForm<{ reason: string }>()

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const { rows } = await opsCall(orderOps.orderReview, { status: 'uploaded', limit: 100 })
      // the queue: the oldest proof first
      setOrders([...rows].reverse())
      setIndex(0)
    } catch {
      // shown by opsCall
    } finally {
      setLoading(false)
    }
  }, [])
  useEffect(() => void load(), [load])

  const current = orders[index] as OpsReviewRow | undefined

  /** Takes the reviewed order off the queue and shows the next one. */
  const done = (orderId: number, result: OpsReviewResult | undefined, ok: string) => {
    if (!result || result.outcome === 'approved' || result.outcome === 'rejected') void message.success(ok)
    else void message.warning(outcomeText(t, result))
    setOrders((list) => {
      const next = list.filter((o) => o.order.id !== orderId)
      setIndex((i) => Math.min(i, Math.max(0, next.length - 1)))
      return next
    })
  }

  const approve = async ({ order }: OpsReviewRow) => {
    if (busy) return
    setBusy(true)
    try {
      const { results } = await opsCall(orderOps.approve, { orders: [String(order.id)] })
      done(order.id, results[0], t('approved', { order: order.order_no, rebate: order.rebate }))
    } catch {
      // shown by opsCall
    } finally {
      setBusy(false)
    }
  }

  const reject = async ({ reason }: { reason: string }) => {
    const order = rejecting?.order
    if (!order) return
    setBusy(true)
    try {
      const { results } = await opsCall(orderOps.reject, { order: String(order.id), reason: reason.trim() })
      setRejecting(null)
      form.resetFields()
      done(order.id, results[0], t('rejected', { order: order.order_no }))
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
    <Card key={panel.key} size="small" title={panel.title(t)}>{panel.render({ row: current, t })}</Card>
  )) : null, [current, t])

  return (
    <Flex gap={16} align="flex-start" className="proof-queue">
      <Card size="small" className="proof-queue__list" title={<Space>{t('queueTitle')}<Tag>{orders.length}</Tag></Space>}
        extra={<Button size="small" icon={<ReloadOutlined />} onClick={() => void load()} aria-label={t('refresh')} />}>
        <Spin spinning={loading}>
          {orders.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('queueEmpty')} /> : orders.map((order, i) => (
            <button type="button" key={order.order.id} onClick={() => setIndex(i)} aria-current={i === index}
              className={i === index ? 'proof-queue__item proof-queue__item--current' : 'proof-queue__item'}>
              <Typography.Text strong ellipsis>{order.shop.name}</Typography.Text>
              <Typography.Text type="secondary">{`${order.order.order_no} · ¥${order.order.rebate}`}</Typography.Text>
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
        title={rejecting ? t('rejectTitle', { order: rejecting.order.order_no }) : ''}
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
