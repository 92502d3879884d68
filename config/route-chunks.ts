import fs from 'fs'
import type { Chunk, ChunkGroup, Compiler } from 'webpack'

// H5: the files each page loads beyond the first-load scripts, written to route-chunks.json: its
// lazy chunk group (the page's chunk and the split chunks it shares) and, when the page renders a
// feature screen that is a chunk of its own (a feature's screens.ts, docs/features.md), that
// screen's group. The server puts them in the page's boot data, and the page's inline script
// preloads the landing route's files while the first-load scripts download, instead of one wave
// after another (docs/performance.md).

const PAGE_REQUEST = /^\.\/((?:pages|pagesme|pages_gold|pages_raffle|challenge)\/[\w/-]+?)(?:\.tsx?)?(?:\?.*)?$/
const SCREENS_MODULE = /[\\/]src[\\/]features[\\/](\w+)[\\/]screens\.ts$/
const SCREEN_REQUEST = /^\.\/(\w+Screen)$/
/** A page's imports of feature screens: `import { XScreen, ... } from '@/features/<feature>'`. */
const FEATURE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@\/features\/(\w+)'/g

/** The route ('pages/index/index') a page import request names ('./pages/index/index?...'), or null. */
export function routeOfRequest(request: string | undefined): string | null {
  return PAGE_REQUEST.exec(request ?? '')?.[1] ?? null
}

/** The feature screens a page's source imports, as 'feature/XScreen'. */
export function screensOfPage(source: string): string[] {
  const screens: string[] = []
  for (const [, names, feature] of source.matchAll(FEATURE_IMPORT)) {
    for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0])) {
      if (/Screen$/.test(name)) screens.push(`${feature}/${name}`)
    }
  }
  return screens
}

const filesOf = (group: ChunkGroup): string[] =>
  group.chunks.flatMap((chunk: Chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file))

export class RouteChunksPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = new Map<string, { files: string[]; resource?: string }>()
        const screens = new Map<string, string[]>()
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue
          for (const origin of group.origins) {
            const route = routeOfRequest(origin.request)
            if (route) {
              const resource = group.chunks.flatMap((c) => [...compilation.chunkGraph.getChunkModulesIterable(c)])
                .map((m) => (m as { resource?: string }).resource)
                .find((r) => r && r.replace(/\\/g, '/').includes(`/src/${route}.`))
              pages.set(route, { files: [...(pages.get(route)?.files ?? []), ...filesOf(group)], resource })
              continue
            }
            const feature = SCREENS_MODULE.exec((origin.module as { resource?: string } | null)?.resource ?? '')?.[1]
            const screen = SCREEN_REQUEST.exec(origin.request ?? '')?.[1]
            if (feature && screen) screens.set(`${feature}/${screen}`, filesOf(group))
          }
        }
        const routes: Record<string, string[]> = {}
        for (const [route, page] of pages) {
          const source = page.resource ? fs.readFileSync(page.resource, 'utf8') : ''
          const screenFiles = screensOfPage(source).flatMap((key) => screens.get(key) ?? [])
          routes[route] = [...new Set([...page.files, ...screenFiles])].sort()
        }
        compilation.emitAsset('route-chunks.json', new sources.RawSource(JSON.stringify(routes)))
      })
    })
  }
}
