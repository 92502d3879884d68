// Build-time settings, injected by config/index.ts (defineConstants).
declare const API_BASE_URL: string

/** Where the API lives: '' means the H5 app's own origin (the server serves both). */
export const API_BASE: string = typeof API_BASE_URL === 'string' ? API_BASE_URL : ''

export function apiUrl(path: string): string {
  return `${API_BASE.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}

/** A picture's address as the app loads it: a full URL as it is, a path of the server (the seed's '/banners/...', uploads) under the API's origin. */
export function assetUrl(src: string): string {
  return /^(https?:|data:|wxfile:)/.test(src) || src === '' ? src : apiUrl(src)
}
