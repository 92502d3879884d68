// Blocks of the shop lists and pages (search, category, quality zone, shop detail, address
// picker): NutUI's Empty with the app's own drawing, and a row of filter chips. Their look, with
// the shop feed's (features/shopFeed), is feed.scss.
export { default as EmptyState } from './EmptyState'
export { default as FilterChips, type FilterChip } from './FilterChips'
