import { defineMessages } from '@/i18n'

export default defineMessages({
  en: { profile: 'Profile', changePhone: 'Change phone number', loginPassword: 'Login password', payPassword: 'Payment password', languageSheet: 'Choose a language', current: 'Current', logout: 'Log out', version: 'Version' },
  'zh-Hans': { profile: '个人信息', changePhone: '更换手机号', loginPassword: '登录密码', payPassword: '支付密码', languageSheet: '选择语言', current: '当前', logout: '退出登录', version: '版本' },
  'zh-Hant': { profile: '個人資料', changePhone: '更換手機號碼', loginPassword: '登入密碼', payPassword: '支付密碼', languageSheet: '選擇語言', current: '目前', logout: '登出', version: '版本' },
  fr: { profile: 'Profil', changePhone: 'Changer de numéro', loginPassword: 'Mot de passe', payPassword: 'Code de paiement', languageSheet: 'Choisir la langue', current: 'Actuelle', logout: 'Se déconnecter', version: 'Version' },
  es: { profile: 'Perfil', changePhone: 'Cambiar número', loginPassword: 'Contraseña', payPassword: 'Clave de pago', languageSheet: 'Elige el idioma', current: 'Actual', logout: 'Cerrar sesión', version: 'Versión' },
})
