import type { Compiler } from 'webpack'

// H5: the files each page loads beyond the first-load scripts (its lazy chunk group: the page's
// chunk and the split chunks it shares), written to route-chunks.json. The server puts them in the
// page's boot data, and the page's inline script preloads the landing route's files while the
// first-load scripts download, instead of after them (docs/performance.md).

const PAGE_REQUEST = /^\.\/((?:pages|pagesme|pages_gold|pages_raffle|challenge)\/[\w/-]+?)(?:\.tsx?)?(?:\?.*)?$/

/** The route ('pages/index/index') a page import request names ('./pages/index/index?...'), or null. */
export function routeOfRequest(request: string | undefined): string | null {
  return PAGE_REQUEST.exec(request ?? '')?.[1] ?? null
}

export class RouteChunksPlugin {
  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('RouteChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RouteChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const routes: Record<string, string[]> = {}
        for (const group of compilation.chunkGroups) {
          if (group.isInitial()) continue
          const route = group.origins.map((origin) => routeOfRequest(origin.request)).find(Boolean)
          if (!route) continue
          const files = group.chunks.flatMap((chunk) => [...chunk.files]).filter((file) => /\.(js|css)$/.test(file))
          routes[route] = [...new Set([...(routes[route] ?? []), ...files])].sort()
        }
        compilation.emitAsset('route-chunks.json', new sources.RawSource(JSON.stringify(routes)))
      })
    })
  }
}
