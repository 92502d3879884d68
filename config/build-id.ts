import type { Compiler } from 'webpack'

// The build's id (Task "upgrade", docs/decisions.md "App updates"): the app carries it as the
// BUILD_ID constant (config/index.ts defineConstants), and the H5 build writes it beside
// index.html as build-id.txt, which the server answers in appConfig (h5_build). An open H5 app
// whose id differs from the one served offers a reload (src/lib/upgrade.ts).

export const BUILD_ID_FILE = 'build-id.txt'

/** BUILD_ID from the environment (CI may pass its commit), else the build's start time in base 36. */
export function makeBuildId(env: Record<string, string | undefined> = process.env, now = Date.now()): string {
  const given = env.BUILD_ID?.trim()
  return given && /^[\w.-]{1,64}$/.test(given) ? given : now.toString(36)
}

/** Writes the id into the output as build-id.txt. */
export class BuildIdPlugin {
  constructor(private readonly id: string) {}

  apply(compiler: Compiler): void {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('BuildIdPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildIdPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(BUILD_ID_FILE, new sources.RawSource(this.id))
      })
    })
  }
}
