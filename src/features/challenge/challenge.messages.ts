import { defineMessages } from '@/i18n'

// Texts of 我参与的挑战.
export default defineMessages({
  en: {
    'challenge.joinedEmpty': 'You have not joined a challenge yet',
    'challenge.joinedHint': 'The challenges you join show here with their progress and reward: finish the free meals a challenge asks for in time to win it.',
    'challenge.loginTitle': 'Log in to see your challenges',
  },
  'zh-Hans': {
    'challenge.joinedEmpty': '还没有参与挑战',
    'challenge.joinedHint': '你参与的挑战会显示在这里，包括进度和奖励：在规定时间内完成挑战要求的霸王餐即可获得奖励。',
    'challenge.loginTitle': '登录后查看我参与的挑战',
  },
  'zh-Hant': {
    'challenge.joinedEmpty': '還沒有參與挑戰',
    'challenge.joinedHint': '你參與的挑戰會顯示在這裡，包括進度和獎勵：在規定時間內完成挑戰要求的霸王餐即可獲得獎勵。',
    'challenge.loginTitle': '登入後查看我參與的挑戰',
  },
  fr: {
    'challenge.joinedEmpty': 'Vous n’avez encore rejoint aucun défi',
    'challenge.joinedHint': 'Les défis que vous rejoignez s’affichent ici avec leur progression et leur récompense : terminez à temps les repas offerts demandés pour gagner.',
    'challenge.loginTitle': 'Connectez-vous pour voir vos défis',
  },
  es: {
    'challenge.joinedEmpty': 'Aún no te has unido a ningún reto',
    'challenge.joinedHint': 'Los retos a los que te unas aparecen aquí con su progreso y premio: completa a tiempo las comidas gratis que pide un reto para ganarlo.',
    'challenge.loginTitle': 'Inicia sesión para ver tus retos',
  },
})
