import { defineMessages } from '@/i18n'

// Texts of the shop lists around the cards: the sort tabs and the list states.
export default defineMessages({
  en: {
    sortDistance: 'Nearest',
    sortRebate: 'Cashback',
    sortSales: 'Best sellers',
    failed: 'Could not load shops',
    loadMore: 'Tap to load more',
  },
  'zh-Hans': {
    sortDistance: '距离',
    sortRebate: '返利',
    sortSales: '销量',
    failed: '商家加载失败',
    loadMore: '点击加载更多',
  },
  'zh-Hant': {
    sortDistance: '距離',
    sortRebate: '返利',
    sortSales: '銷量',
    failed: '商家載入失敗',
    loadMore: '點擊載入更多',
  },
  fr: {
    sortDistance: 'Distance',
    sortRebate: 'Cashback',
    sortSales: 'Ventes',
    failed: 'Impossible de charger les commerces',
    loadMore: 'Touchez pour voir plus',
  },
  es: {
    sortDistance: 'Distancia',
    sortRebate: 'Reembolso',
    sortSales: 'Ventas',
    failed: 'No se pudieron cargar las tiendas',
    loadMore: 'Toca para ver más',
  },
})
