import { useCallback, useEffect, useState } from 'react'
import { App, Button, Card, Drawer, Flex, Form, Input, InputNumber, Space, Switch, Table, Tag, Typography } from 'antd'
import { ReloadOutlined } from '@ant-design/icons'
import { opsCall } from '../api'
import { CLOCK_PATTERN, DEAL_QUOTA_MAX, DEAL_RULES_MAX, shopOps, type DealSave, type OpsDeal, type OpsShop } from '../contract'
import { useI18n } from '../i18n'
import { yuan } from '../money'

// The catalogue (content): the shops by name with their free-meal deal, a deal edited or created in
// a drawer. The form checks what the server checks (/ops/deal-save: windows in order, rebates within
// the price), the server decides; a saved deal shows in the app at once (docs/console.md).

const PAGE = 20
const CLOCK = new RegExp(CLOCK_PATTERN)

interface DealForm {
  am_start: string
  am_end: string
  pm_start: string
  pm_end: string
  am_quota: number
  pm_quota: number
  /** Yuan in the form, fen on the wire. */
  order_price: number
  min_order: number
  rebate: number
  member_rebate: number
  member_only: boolean
  rules: string
  enabled: boolean
}

const NEW_DEAL: DealForm = {
  am_start: '10:00', am_end: '14:00', pm_start: '16:00', pm_end: '21:00', am_quota: 10, pm_quota: 10,
  order_price: 20, min_order: 0, rebate: 10, member_rebate: 12, member_only: false, rules: '', enabled: true,
}

const fen = (value: number) => Math.round(value * 100)

function formOf(d: OpsDeal): DealForm {
  return {
    am_start: d.am_start, am_end: d.am_end, pm_start: d.pm_start, pm_end: d.pm_end, am_quota: d.am_quota, pm_quota: d.pm_quota,
    order_price: d.order_price_fen / 100, min_order: d.min_order_fen / 100, rebate: d.rebate_fen / 100, member_rebate: d.member_rebate_fen / 100,
    member_only: d.member_only, rules: d.rules, enabled: d.enabled,
  }
}

interface Editing {
  shop: OpsShop
  deal: OpsDeal | null
}

export function CataloguePage() {
  const { t } = useI18n()
  const { message } = App.useApp()
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [rows, setRows] = useState<OpsShop[]>([])
  const [total, setTotal] = useState(0)
  const [loading, setLoading] = useState(true)
  const [editing, setEditing] = useState<Editing | null>(null)
  const [saving, setSaving] = useState(false)
  const [form] = Form.useForm<DealForm>()

  const load = useCallback(async () => {
    setLoading(true)
    try {
      const r = await opsCall(shopOps.shops, { ...(q.trim() ? { q: q.trim() } : {}), page, limit: PAGE })
      setRows(r.shops)
      setTotal(r.total)
    } catch {
      // shown by opsCall
    } finally {
      setLoading(false)
    }
  }, [q, page])
  useEffect(() => void load(), [load])

  const open = async (shop: OpsShop) => {
    let deal: OpsDeal | null = null
    if (shop.deal_id !== null) {
      try {
        deal = (await opsCall(shopOps.deals, { shop_id: shop.id, limit: 100 })).deals.find((d) => d.id === shop.deal_id) ?? null
      } catch {
        return
      }
    }
    form.setFieldsValue(deal ? formOf(deal) : NEW_DEAL)
    setEditing({ shop, deal })
  }

  const save = async (v: DealForm) => {
    if (!editing) return
    const body: DealSave = {
      ...(editing.deal ? { id: editing.deal.id } : {}),
      shop_id: editing.shop.id, am_start: v.am_start, am_end: v.am_end, pm_start: v.pm_start, pm_end: v.pm_end,
      am_quota: v.am_quota, pm_quota: v.pm_quota, order_price_fen: fen(v.order_price), min_order_fen: fen(v.min_order),
      rebate_fen: fen(v.rebate), member_rebate_fen: fen(v.member_rebate), member_only: v.member_only, rules: v.rules ?? '', enabled: v.enabled,
    }
    setSaving(true)
    try {
      const { deal } = await opsCall(shopOps.dealSave, body)
      void message.success(t('dealSaved', { shop: deal.shop_name, quota: deal.daily_quota }))
      setEditing(null)
      void load()
    } catch {
      // shown by opsCall
    } finally {
      setSaving(false)
    }
  }

  const clockRule = { pattern: CLOCK, message: t('dealClockHint') }
  const laterThan = (field: keyof DealForm) => ({ getFieldValue }: { getFieldValue: (f: keyof DealForm) => unknown }) => ({
    validator: (_: unknown, value: string) => (typeof value !== 'string' || value >= String(getFieldValue(field))
      ? Promise.resolve() : Promise.reject(new Error(t('dealWindowOrder')))),
  })
  const atMostPrice = ({ getFieldValue }: { getFieldValue: (f: keyof DealForm) => unknown }) => ({
    validator: (_: unknown, value: number) => (typeof value !== 'number' || value <= Number(getFieldValue('order_price'))
      ? Promise.resolve() : Promise.reject(new Error(t('dealAbovePrice')))),
  })
  const atLeastRebate = ({ getFieldValue }: { getFieldValue: (f: keyof DealForm) => unknown }) => ({
    validator: (_: unknown, value: number) => (typeof value !== 'number' || value >= Number(getFieldValue('rebate'))
      ? Promise.resolve() : Promise.reject(new Error(t('dealMemberBelow')))),
  })
  const money = <InputNumber min={0} max={10000} precision={2} step={1} style={{ width: '100%' }} />
  const quota = <InputNumber min={0} max={DEAL_QUOTA_MAX} precision={0} style={{ width: '100%' }} />

  return (
    <Card title={t('catalogueTitle')} extra={
      <Space wrap>
        <Input.Search allowClear placeholder={t('shopSearch')} onSearch={(value) => { setQ(value); setPage(1) }} style={{ width: 220 }} />
        <Button icon={<ReloadOutlined />} onClick={() => void load()} aria-label={t('refresh')} />
      </Space>
    }>
      <Table<OpsShop>
        rowKey="id" loading={loading} dataSource={rows} size="middle"
        pagination={{ current: page, pageSize: PAGE, total, showSizeChanger: false, onChange: setPage }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: t('shopName'), dataIndex: 'name' },
          { title: t('shopCategory'), dataIndex: 'category', width: 100 },
          { title: t('shopAddress'), dataIndex: 'address', ellipsis: true },
          { title: t('status'), dataIndex: 'status', width: 90, render: (s: number) => (s === 1 ? <Tag color="green">{t('shopOpen')}</Tag> : <Tag>{t('shopClosed')}</Tag>) },
          {
            title: t('dealColumn'), width: 150,
            render: (_: unknown, shop) => (
              <Button size="small" className="deal-edit" type={shop.deal_id === null ? 'default' : 'primary'} onClick={() => void open(shop)}>
                {shop.deal_id === null ? t('dealCreate') : t('dealEdit')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={editing !== null} width={520} destroyOnHidden onClose={() => setEditing(null)}
        title={editing ? `${editing.deal ? t('dealEdit') : t('dealCreate')} · ${editing.shop.name}` : ''}
        extra={<Button type="primary" className="deal-save" loading={saving} onClick={() => form.submit()}>{t('save')}</Button>}
      >
        {editing?.deal && (
          <Typography.Paragraph type="secondary">
            {t('dealToday', { taken: editing.deal.taken_today, quota: editing.deal.daily_quota, price: yuan(editing.deal.order_price_fen) })}
          </Typography.Paragraph>
        )}
        <Form<DealForm> name="deal" form={form} layout="vertical" onFinish={(v) => void save(v)} preserve={false}>
          <Flex gap={12}>
            <Form.Item name="am_start" label={t('dealAmStart')} rules={[{ required: true }, clockRule]} style={{ flex: 1 }}><Input /></Form.Item>
            <Form.Item name="am_end" label={t('dealAmEnd')} dependencies={['am_start']} rules={[{ required: true }, clockRule, laterThan('am_start')]} style={{ flex: 1 }}><Input /></Form.Item>
            <Form.Item name="am_quota" label={t('dealAmQuota')} rules={[{ required: true }]} style={{ flex: 1 }}>{quota}</Form.Item>
          </Flex>
          <Flex gap={12}>
            <Form.Item name="pm_start" label={t('dealPmStart')} dependencies={['am_end']} rules={[{ required: true }, clockRule, laterThan('am_end')]} style={{ flex: 1 }}><Input /></Form.Item>
            <Form.Item name="pm_end" label={t('dealPmEnd')} dependencies={['pm_start']} rules={[{ required: true }, clockRule, laterThan('pm_start')]} style={{ flex: 1 }}><Input /></Form.Item>
            <Form.Item name="pm_quota" label={t('dealPmQuota')} rules={[{ required: true }]} style={{ flex: 1 }}>{quota}</Form.Item>
          </Flex>
          <Form.Item noStyle shouldUpdate>
            {({ getFieldValue }) => <Typography.Paragraph>{t('dealDaily', { quota: Number(getFieldValue('am_quota') ?? 0) + Number(getFieldValue('pm_quota') ?? 0) })}</Typography.Paragraph>}
          </Form.Item>
          <Flex gap={12}>
            <Form.Item name="order_price" label={t('catDealPrice')} rules={[{ required: true }]} style={{ flex: 1 }}>{money}</Form.Item>
            <Form.Item name="min_order" label={t('dealMin')} dependencies={['order_price']} rules={[{ required: true }, atMostPrice]} style={{ flex: 1 }}>{money}</Form.Item>
          </Flex>
          <Flex gap={12}>
            <Form.Item name="rebate" label={t('catDealRebate')} dependencies={['order_price']} rules={[{ required: true }, atMostPrice]} style={{ flex: 1 }}>{money}</Form.Item>
            <Form.Item name="member_rebate" label={t('dealMemberRebate')} dependencies={['order_price', 'rebate']} rules={[{ required: true }, atMostPrice, atLeastRebate]} style={{ flex: 1 }}>{money}</Form.Item>
          </Flex>
          <Form.Item name="rules" label={t('catDealRules')} rules={[{ max: DEAL_RULES_MAX }]}><Input.TextArea rows={3} /></Form.Item>
          <Space size="large">
            <Form.Item name="member_only" label={t('catDealMemberOnly')} valuePropName="checked"><Switch /></Form.Item>
            <Form.Item name="enabled" label={t('enabled')} valuePropName="checked"><Switch /></Form.Item>
          </Space>
        </Form>
      </Drawer>
    </Card>
  )
}
