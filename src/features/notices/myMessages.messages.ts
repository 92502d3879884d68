import { defineMessages } from '@/i18n'

export default defineMessages({
  en: { system: 'Notices', mine: 'My messages', loginTitle: 'Log in to see your messages', loginHint: 'Account updates, rewards and reminders all arrive here' },
  'zh-Hans': { system: '系统通知', mine: '我的消息', loginTitle: '登录后查看消息', loginHint: '账户动态、奖励到账和活动提醒都在这里' },
  'zh-Hant': { system: '系統通知', mine: '我的訊息', loginTitle: '登入後查看訊息', loginHint: '帳戶動態、獎勵到帳和活動提醒都在這裡' },
  fr: { system: 'Annonces', mine: 'Mes messages', loginTitle: 'Connectez-vous pour voir vos messages', loginHint: 'Les nouvelles du compte, les récompenses et les rappels arrivent ici' },
  es: { system: 'Avisos', mine: 'Mis mensajes', loginTitle: 'Inicia sesión para ver tus mensajes', loginHint: 'Novedades de la cuenta, recompensas y recordatorios llegan aquí' },
})
