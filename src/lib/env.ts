// Build-time settings, injected by config/index.ts (defineConstants).
declare const API_BASE_URL: string

/** Where the API lives: '' means the H5 app's own origin (the server serves both). */
export const API_BASE: string = typeof API_BASE_URL === 'string' ? API_BASE_URL : ''

export function apiUrl(path: string): string {
  return `${API_BASE.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`
}
