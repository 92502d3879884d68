import type { LocalePack } from './pageTables'

// H5 keeps every locale in the page tables (each page is its own chunk): no pack to load. The
// mini-program's version is pack.weapp.ts.
export async function loadPack(_locale: string, _apply: (pages: LocalePack['pages']) => void): Promise<void> {}
