/** A free-meal activity's daily windows, each 'HH:MM:SS' (docs/product.md: Entities). */
export interface ActivityWindow {
  am_start_time: string
  am_end_time: string
  pm_start_time: string
  pm_end_time: string
}
