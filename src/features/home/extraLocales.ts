// H5: the home tab's Traditional Chinese, French and Spanish texts are a chunk of their own,
// fetched only by a user of one of those languages.
export const preloadedLocales: Record<string, Record<string, string>> | null = null

export function loadExtraLocales(): Promise<Record<string, Record<string, string>>> {
  return import('./home.more.messages').then((m) => m.default)
}
