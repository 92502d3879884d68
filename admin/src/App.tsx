import { useEffect } from 'react'
import { App as AntApp, ConfigProvider, Result } from 'antd'
import zhCN from 'antd/locale/zh_CN'
import enUS from 'antd/locale/en_US'
import dayjs from 'dayjs'
import 'dayjs/locale/zh-cn'
import { BrowserRouter, Navigate, Route, Routes } from 'react-router'
import { setErrorNotifier } from './api'
import { useI18n } from './i18n'
import { NAV, firstAllowed } from './nav'
import { useSession } from './session'
import { Shell } from './Shell'
import { Guard, NotFound } from './pages/Result'
import { LoginPage } from './pages/Login'

/** The antd message of the App context, where opsCall shows refusals. */
function Notifier() {
  const { message } = AntApp.useApp()
  useEffect(() => setErrorNotifier((text) => void message.error(text)), [message])
  return null
}

/** The first page of the operator's menu; a role with none yet is told so. */
function Home() {
  const session = useSession()
  const { t } = useI18n()
  if (!session) return <Navigate to="/login" replace />
  const first = firstAllowed(session.operator.role)
  return first ? <Navigate to={first.path} replace /> : <Result status="info" title={t('noPages')} />
}

export function App() {
  const { lang } = useI18n()
  useEffect(() => {
    dayjs.locale(lang === 'en' ? 'en' : 'zh-cn')
  }, [lang])
  return (
    <ConfigProvider locale={lang === 'en' ? enUS : zhCN} theme={{ token: { colorPrimary: '#ff5a1f' } }}>
      <AntApp>
        <Notifier />
        <BrowserRouter basename="/admin">
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route element={<Shell />}>
              <Route index element={<Home />} />
              {NAV.map((entry) => (
                <Route key={entry.path} path={entry.path} element={<Guard call={entry.call}>{entry.element}</Guard>} />
              ))}
              <Route path="*" element={<NotFound />} />
            </Route>
          </Routes>
        </BrowserRouter>
      </AntApp>
    </ConfigProvider>
  )
}
