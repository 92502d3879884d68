import { useState } from 'react'
import { Button, Grid, Layout, Menu, Space, Tag, Typography } from 'antd'
import { GlobalOutlined, LogoutOutlined } from '@ant-design/icons'
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router'
import { opsCall } from './api'
import { operatorOps } from './contract'
import { useI18n } from './i18n'
import { NAV } from './nav'
import { allowed, roleLabel } from './access'
import { setSession, useSession } from './session'

// The layout of every page after login: the sider menu holds the pages the operator's role may
// open (nav.ts), and collapses to its icons below the lg breakpoint (a tablet); the header names
// the operator, switches the language and logs out.

export function Shell() {
  const session = useSession()
  const { t, lang, setLang } = useI18n()
  const location = useLocation()
  const navigate = useNavigate()
  const screens = Grid.useBreakpoint()
  const [collapsed, setCollapsed] = useState<boolean | null>(null)
  if (!session) return <Navigate to="/login" replace state={{ from: location.pathname }} />
  const { operator } = session
  const items = NAV.filter((entry) => allowed(operator.role, entry.call)).map((entry) => ({
    key: entry.path,
    icon: entry.icon,
    label: t(entry.label),
  }))
  const selected = NAV.find((entry) => location.pathname === entry.path || location.pathname.startsWith(`${entry.path}/`))
  const logout = async () => {
    try {
      await opsCall(operatorOps.operatorLogout, {})
    } catch {
      // shown by opsCall; the session ends here anyway
    } finally {
      setSession(null)
    }
  }
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider
        collapsible
        breakpoint="lg"
        collapsed={collapsed ?? !screens.lg}
        onCollapse={(value) => setCollapsed(value)}
        theme="light"
        className="console-sider"
      >
        <div className="console-logo">{collapsed ?? !screens.lg ? '饭贝' : t('appName')}</div>
        <Menu
          mode="inline"
          selectedKeys={selected ? [selected.path] : []}
          items={items}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="console-header">
          <Space size="middle">
            <Typography.Text strong className="console-operator">{operator.name}</Typography.Text>
            <Tag color="orange">{roleLabel(t, operator.role)}</Tag>
          </Space>
          <Space>
            <Button icon={<GlobalOutlined />} onClick={() => setLang(lang === 'en' ? 'zh-Hans' : 'en')}>{t('language')}</Button>
            <Button icon={<LogoutOutlined />} onClick={() => void logout()}>{t('logout')}</Button>
          </Space>
        </Layout.Header>
        <Layout.Content className="console-content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  )
}
