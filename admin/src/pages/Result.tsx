import type { ReactNode } from 'react'
import { Button, Result } from 'antd'
import { useNavigate } from 'react-router'
import type { OpsCall } from '../contract'
import { useI18n } from '../i18n'
import { allowed } from '../access'
import { useSession } from '../session'

/** The page, or the 403 page when the operator's role may not make the page's call. */
export function Guard({ call, children }: { call: OpsCall; children: ReactNode }) {
  const session = useSession()
  const { t } = useI18n()
  const navigate = useNavigate()
  if (session && !allowed(session.operator.role, call)) {
    return <Result status="403" title="403" subTitle={t('forbidden')} extra={<Button type="primary" onClick={() => navigate('/')}>{t('backHome')}</Button>} />
  }
  return children
}

export function NotFound() {
  const { t } = useI18n()
  const navigate = useNavigate()
  return <Result status="404" title="404" subTitle={t('notFound')} extra={<Button type="primary" onClick={() => navigate('/')}>{t('backHome')}</Button>} />
}
