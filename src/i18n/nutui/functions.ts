import type { BaseLang } from '@nutui/nutui-react-taro/dist/es/locales/base'

// The parts of NutUI's texts that are functions, in zh-Hant, fr and es: JSON cannot carry them, so
// the mini-program, whose NutUI texts come from the server's locale pack (loaders.weapp.ts), adds
// them from here; the French and Spanish packs (fr.ts, es.ts) take theirs from here too.

type Num = number | string
export type NutFunctions = {
  calendaritem: Pick<BaseLang['calendaritem'], 'monthTitle'>
  comment: Pick<BaseLang['comment'], 'additionalReview' | 'additionalImages'>
}

const FR_MONTHS = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre']
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre']

export const NUT_FUNCTIONS: Record<'zh-Hant' | 'fr' | 'es', NutFunctions> = {
  // as NutUI's own zh-TW pack writes them
  'zh-Hant': {
    calendaritem: { monthTitle: (year: Num, month: Num) => `${year}年${Number(month) < 10 ? `0${Number(month)}` : month}月` },
    comment: {
      additionalReview: (day: Num) => `購買${day}天後追評`,
      additionalImages: (length: Num) => `${length}張追評圖片`,
    },
  },
  fr: {
    calendaritem: { monthTitle: (year: Num, month: Num) => `${FR_MONTHS[Number(month) - 1] ?? month} ${year}` },
    comment: {
      additionalReview: (day: Num) => `Avis de suivi ${day} ${Number(day) > 1 ? 'jours' : 'jour'} après l'achat`,
      additionalImages: (length: Num) => `${length} avis de suivi`,
    },
  },
  es: {
    calendaritem: { monthTitle: (year: Num, month: Num) => `${ES_MONTHS[Number(month) - 1] ?? month} de ${year}` },
    comment: {
      additionalReview: (day: Num) => `Reseña adicional ${day} ${Number(day) === 1 ? 'día' : 'días'} después de la compra`,
      additionalImages: (length: Num) => `${length} ${Number(length) === 1 ? 'reseña' : 'reseñas'} de seguimiento`,
    },
  },
}
