import { defineMessages } from '@/i18n'

// Texts of 版本升级 (/pages/lq-upgrade/upgrade).
export default defineMessages({
  en: {
    'upgrade.title': 'A new version is ready',
    'upgrade.text': 'Restart to use the latest version. It only takes a moment.',
    'upgrade.restart': 'Restart to update',
    'upgrade.later': 'Later',
  },
  'zh-Hans': {
    'upgrade.title': '发现新版本',
    'upgrade.text': '新版本已准备好，重启后即可使用，只需几秒钟。',
    'upgrade.restart': '重启以更新',
    'upgrade.later': '稍后再说',
  },
  'zh-Hant': {
    'upgrade.title': '發現新版本',
    'upgrade.text': '新版本已準備好，重新啟動後即可使用，只需幾秒鐘。',
    'upgrade.restart': '重新啟動以更新',
    'upgrade.later': '稍後再說',
  },
  fr: {
    'upgrade.title': 'Une nouvelle version est prête',
    'upgrade.text': 'Redémarrez pour utiliser la dernière version. Cela ne prend qu’un instant.',
    'upgrade.restart': 'Redémarrer pour mettre à jour',
    'upgrade.later': 'Plus tard',
  },
  es: {
    'upgrade.title': 'Hay una nueva versión lista',
    'upgrade.text': 'Reinicia para usar la última versión. Solo tarda un momento.',
    'upgrade.restart': 'Reiniciar para actualizar',
    'upgrade.later': 'Más tarde',
  },
})
