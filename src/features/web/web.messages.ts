import { defineMessages } from '@/i18n'

// Texts of the in-app web page (toweburl, popup_webview).
export default defineMessages({
  en: {
    invalid: 'Invalid link',
    invalidHint: 'This link cannot be opened. Only web addresses starting with http:// or https:// are supported.',
    loading: 'Loading page…',
    openInBrowser: 'Open in browser',
    copyLink: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Copy failed',
  },
  'zh-Hans': {
    invalid: '链接无效',
    invalidHint: '该链接无法打开，仅支持以 http:// 或 https:// 开头的网页地址',
    loading: '网页加载中…',
    openInBrowser: '在浏览器中打开',
    copyLink: '复制链接',
    copied: '复制成功',
    copyFailed: '复制失败',
  },
  'zh-Hant': {
    invalid: '連結無效',
    invalidHint: '此連結無法開啟，僅支援以 http:// 或 https:// 開頭的網頁位址',
    loading: '網頁載入中…',
    openInBrowser: '在瀏覽器中開啟',
    copyLink: '複製連結',
    copied: '複製成功',
    copyFailed: '複製失敗',
  },
  fr: {
    invalid: 'Lien invalide',
    invalidHint: 'Ce lien ne peut pas être ouvert. Seules les adresses commençant par http:// ou https:// sont prises en charge.',
    loading: 'Chargement de la page…',
    openInBrowser: 'Ouvrir dans le navigateur',
    copyLink: 'Copier le lien',
    copied: 'Lien copié',
    copyFailed: 'Échec de la copie',
  },
  es: {
    invalid: 'Enlace no válido',
    invalidHint: 'Este enlace no se puede abrir. Solo se admiten direcciones que empiezan por http:// o https://.',
    loading: 'Cargando la página…',
    openInBrowser: 'Abrir en el navegador',
    copyLink: 'Copiar enlace',
    copied: 'Enlace copiado',
    copyFailed: 'No se pudo copiar',
  },
})
