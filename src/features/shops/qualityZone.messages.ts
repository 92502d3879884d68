import { defineMessages } from '@/i18n'

// Texts of the quality zone (/pages/index/pzzq_index).
export default defineMessages({
  en: {
    search: 'Search quality shops',
    banner: 'Hand-picked shops near you',
    bannerSub: 'Good food, good reviews, cashback on every order',
    all: 'All',
    empty: 'No quality shops here yet',
  },
  'zh-Hans': {
    search: '搜索品质好店',
    banner: '身边的精选好店',
    bannerSub: '好吃好评，下单还能返现',
    all: '全部',
    empty: '这里暂时没有品质好店',
  },
  'zh-Hant': {
    search: '搜尋品質好店',
    banner: '身邊的精選好店',
    bannerSub: '好吃好評，下單還能返現',
    all: '全部',
    empty: '這裡暫時沒有品質好店',
  },
  fr: {
    search: 'Rechercher une bonne adresse',
    banner: 'Les meilleures adresses près de vous',
    bannerSub: 'Bien notées, et du cashback à chaque commande',
    all: 'Tout',
    empty: 'Pas encore de bonnes adresses ici',
  },
  es: {
    search: 'Buscar tiendas de calidad',
    banner: 'Tiendas seleccionadas cerca de ti',
    bannerSub: 'Buena comida, buenas reseñas y reembolso en cada pedido',
    all: 'Todo',
    empty: 'Aún no hay tiendas de calidad aquí',
  },
})
