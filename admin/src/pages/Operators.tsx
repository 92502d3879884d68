import { useCallback, useEffect, useState } from 'react'
import { Alert, App, Button, Card, Descriptions, Form, Input, Modal, Popconfirm, QRCode, Select, Space, Table, Tag, Typography } from 'antd'
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons'
import { opsCall } from '../api'
import { OPERATOR_ROLES, operatorOps, type Operator, type OperatorRole } from '../contract'
import { useI18n } from '../i18n'
import { roleLabel } from '../access'
import { useSession } from '../session'
import { OPERATOR_NAME_MAX, OPERATOR_USERNAME_PATTERN } from '../../../types/api/ops/operator'

// Operators (admin): the accounts, a new one (its password and authenticator secret, with the
// secret's QR code, are shown once), a role changed, an account disabled or enabled, a password
// and secret reset (shown once again). The server refuses an admin's own demotion or disabling
// and the last active admin's (docs/console.md).

interface Credentials {
  operator: Operator
  password: string
  totp_secret: string
  otpauth_uri: string
}

interface NewOperator {
  username: string
  name: string
  role: OperatorRole
}

export function OperatorsPage() {
  const { t } = useI18n()
  const { message } = App.useApp()
  const session = useSession()
  const [rows, setRows] = useState<Operator[]>([])
  const [loading, setLoading] = useState(true)
  const [creating, setCreating] = useState(false)
  const [sending, setSending] = useState(false)
  const [shown, setShown] = useState<Credentials | null>(null)
  const [form] = Form.useForm<NewOperator>()
  const roleOptions = OPERATOR_ROLES.map((role) => ({ value: role, label: roleLabel(t, role) }))

  const load = useCallback(async () => {
    setLoading(true)
    try {
      setRows((await opsCall(operatorOps.operators, {})).operators)
    } catch {
      // shown by opsCall
    } finally {
      setLoading(false)
    }
  }, [])
  useEffect(() => void load(), [load])

  const replace = (operator: Operator) => setRows((list) => list.map((o) => (o.id === operator.id ? operator : o)))

  const create = async (fields: NewOperator) => {
    setSending(true)
    try {
      const { operator, password, totp_secret, otpauth_uri } = await opsCall(operatorOps.operatorCreate, { ...fields, username: fields.username.trim() })
      setCreating(false)
      form.resetFields()
      setShown({ operator, password, totp_secret, otpauth_uri })
      void load()
    } catch {
      // shown by opsCall
    } finally {
      setSending(false)
    }
  }

  const update = async (body: { id: number; role?: OperatorRole; disabled?: boolean }) => {
    try {
      replace((await opsCall(operatorOps.operatorUpdate, body)).operator)
      void message.success(t('saved'))
    } catch {
      void load()
    }
  }

  const reset = async (operator: Operator) => {
    try {
      const { password, totp_secret, otpauth_uri } = await opsCall(operatorOps.operatorReset, { id: operator.id })
      setShown({ operator, password, totp_secret, otpauth_uri })
    } catch {
      // shown by opsCall
    }
  }

  return (
    <Card title={t('menuOperators')} extra={
      <Space>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} className="operator-create">{t('createOperator')}</Button>
        <Button icon={<ReloadOutlined />} onClick={() => void load()} aria-label={t('refresh')} />
      </Space>
    }>
      <Table<Operator>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        scroll={{ x: 1060 }}
        pagination={false}
        columns={[
          { title: t('username'), dataIndex: 'username', width: 150, render: (username: string) => <Typography.Text strong>{username}</Typography.Text> },
          { title: t('name'), dataIndex: 'name', width: 140 },
          { title: t('role'), dataIndex: 'role', width: 160, render: (role: OperatorRole, row) => (
            <Select<OperatorRole> value={role} options={roleOptions} style={{ width: 130 }} size="small" aria-label={t('role')}
              disabled={row.id === session?.operator.id} onChange={(next) => void update({ id: row.id, role: next })} />
          ) },
          { title: t('status'), dataIndex: 'disabled', width: 100, render: (disabled: boolean) => (disabled ? <Tag color="red">{t('disabled')}</Tag> : <Tag color="green">{t('enabled')}</Tag>) },
          { title: t('createdAt'), dataIndex: 'created_at', width: 170 },
          { title: t('lastLogin'), dataIndex: 'last_login_at', width: 170, render: (at: string | null) => at ?? '-' },
          { title: t('actions'), key: 'actions', width: 200, fixed: 'right', render: (_, row) => row.id === session?.operator.id ? null : (
            <Space>
              <Button size="small" onClick={() => void update({ id: row.id, disabled: !row.disabled })}>{row.disabled ? t('enable') : t('disable')}</Button>
              <Popconfirm title={t('resetConfirm', { name: row.name })} okText={t('confirm')} cancelText={t('cancel')} onConfirm={() => reset(row)}>
                <Button size="small" danger>{t('reset')}</Button>
              </Popconfirm>
            </Space>
          ) },
        ]}
      />
      <Modal open={creating} title={t('createOperator')} okText={t('create')} cancelText={t('cancel')} confirmLoading={sending}
        onOk={() => form.submit()} onCancel={() => setCreating(false)} destroyOnHidden className="operator-create-dialog">
        <Form<NewOperator> form={form} name="newOperator" layout="vertical" onFinish={(fields) => void create(fields)} initialValues={{ role: 'reviewer' }} preserve={false}>
          <Form.Item name="username" label={t('username')} extra="a-z 0-9 _ . -" rules={[{ required: true, pattern: new RegExp(OPERATOR_USERNAME_PATTERN), message: 'a-z 0-9 _ . - (3-32)' }]}>
            <Input autoComplete="off" />
          </Form.Item>
          <Form.Item name="name" label={t('name')} rules={[{ required: true, whitespace: true, max: OPERATOR_NAME_MAX, message: t('name') }]}>
            <Input />
          </Form.Item>
          <Form.Item name="role" label={t('role')} rules={[{ required: true }]}>
            <Select<OperatorRole> options={roleOptions} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal open={shown !== null} title={shown ? t('credentialsTitle', { name: shown.operator.name }) : ''} footer={
        <Button type="primary" onClick={() => setShown(null)} className="credentials-done">{t('confirm')}</Button>
      } onCancel={() => setShown(null)} width={560} mask={{ closable: false }} className="operator-credentials">
        {shown && (
          <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
            <Alert type="warning" showIcon title={t('credentialsOnce')} />
            <Descriptions column={1} bordered size="small" items={[
              { key: 'username', label: t('username'), children: shown.operator.username },
              { key: 'password', label: t('password'), children: <Typography.Text copyable code className="credentials-password">{shown.password}</Typography.Text> },
              { key: 'secret', label: t('totpSecret'), children: <Typography.Text copyable code className="credentials-secret">{shown.totp_secret}</Typography.Text> },
            ]} />
            <QRCode value={shown.otpauth_uri} size={200} className="credentials-qr" />
          </Space>
        )}
      </Modal>
    </Card>
  )
}
