// The colours the raffle canvases draw with (the wheel, the nine-grid, the scratch coating): canvas
// code cannot read the stylesheets, so these are copies of design tokens (src/styles/_tokens.scss),
// named after them; change both together.
export const PALETTE = {
  brand: '#fc4d16', // $brand
  brandText: '#c9380b', // $brand-text
  brandTint: '#fff1ea', // $brand-tint
  brandTintMid: '#ffe2d6', // $brand-tint-mid
  yellow: '#ffd300', // $yellow
  goldTint: '#fff3c4', // $gold-tint
  goldDeep: '#f2a900', // $gold-deep
  white: '#ffffff', // $white
  textPrimary: '#1a1a1a', // $text-primary
  coating: '#b8b8b8', // $scratch-coating
  coatingText: '#5c5c5c', // $scratch-coating-text
} as const
