import more from './home.more.messages'

// Mini-program: one package, no chunks to fetch; every locale is there from the start.
export const preloadedLocales: Record<string, Record<string, string>> | null = more

export function loadExtraLocales(): Promise<Record<string, Record<string, string>>> {
  return Promise.resolve(more)
}
