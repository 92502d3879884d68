import { CategoryScreen } from '@/features/shops'

// /pages/search/category?id=: the free-meal shops of a category.
export default function CategoryPage() {
  return <CategoryScreen />
}
