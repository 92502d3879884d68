/** A free-meal activity's daily windows, each 'HH:MM:SS' (spec 3). */
export interface ActivityWindow {
  am_start_time: string
  am_end_time: string
  pm_start_time: string
  pm_end_time: string
}
