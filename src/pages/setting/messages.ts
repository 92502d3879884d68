import { defineMessages } from '@/i18n'

export default defineMessages({
  en: { languageSheet: 'Choose a language', current: 'Current', logout: 'Log out', version: 'Version' },
  'zh-Hans': { languageSheet: '选择语言', current: '当前', logout: '退出登录', version: '版本' },
  'zh-Hant': { languageSheet: '選擇語言', current: '目前', logout: '登出', version: '版本' },
  fr: { languageSheet: 'Choisir la langue', current: 'Actuelle', logout: 'Se déconnecter', version: 'Version' },
  es: { languageSheet: 'Elige el idioma', current: 'Actual', logout: 'Cerrar sesión', version: 'Versión' },
})
