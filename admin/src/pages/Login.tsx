import { useState } from 'react'
import { Button, Card, Form, Input, Typography } from 'antd'
import { GlobalOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons'
import { Navigate, useLocation, useNavigate } from 'react-router'
import { opsCall } from '../api'
import { operatorOps } from '../contract'
import { useI18n } from '../i18n'
import { setSession, useSession } from '../session'

interface Fields {
  username: string
  password: string
  code: string
}

/** Username, password and the authenticator's 6-digit code (/ops/operator-login). */
export function LoginPage() {
  const { t, lang, setLang } = useI18n()
  const session = useSession()
  const navigate = useNavigate()
  const location = useLocation()
  const [sending, setSending] = useState(false)
  const from = (location.state as { from?: string } | null)?.from
  if (session) return <Navigate to={from ?? '/'} replace />
  const submit = async (fields: Fields) => {
    setSending(true)
    try {
      const { token, expires_at, operator } = await opsCall(operatorOps.operatorLogin, { ...fields, username: fields.username.trim() })
      setSession({ token, expires_at, operator })
      navigate(from ?? '/', { replace: true })
    } catch {
      // opsCall showed the refusal
    } finally {
      setSending(false)
    }
  }
  return (
    <div className="console-login">
      <Card className="console-login__card" title={<Typography.Title level={4} style={{ margin: 0 }}>{t('appName')}</Typography.Title>}
        extra={<Button type="text" icon={<GlobalOutlined />} onClick={() => setLang(lang === 'en' ? 'zh-Hans' : 'en')}>{t('language')}</Button>}>
        <Typography.Paragraph type="secondary">{t('loginTitle')}</Typography.Paragraph>
        <Form<Fields> name="login" layout="vertical" onFinish={(fields) => void submit(fields)} requiredMark={false}>
          <Form.Item name="username" label={t('username')} rules={[{ required: true, message: t('username') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('password')} rules={[{ required: true, message: t('password') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="code" label={t('code')} extra={t('codeHint')}
            rules={[{ required: true, pattern: /^\d{6}$/, message: t('codeHint') }]}>
            <Input prefix={<SafetyOutlined />} inputMode="numeric" autoComplete="one-time-code" maxLength={6} />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={sending} className="console-login__submit">{t('login')}</Button>
        </Form>
      </Card>
    </div>
  )
}
