import path from 'path'
import webpack from 'webpack'
import type Chain from 'webpack-chain'
import { defineConfig, type UserConfigExport } from '@tarojs/cli'
import devConfig from './dev'
import prodConfig from './prod'
import { FoldCssVarsPlugin } from './fold-css-vars'
import { isReExportBarrel } from './re-export-barrels'
import { BuildIdPlugin, makeBuildId } from './build-id'
import { RouteChunksPlugin } from './route-chunks'
import { StripRtlCssPlugin } from './strip-rtl-css'

// API base: '' for H5 (the server serves the app and /api on one origin, from any folder);
// the mini-program needs an absolute https URL in production (API_BASE_URL at build time).
const apiBase = process.env.API_BASE_URL ?? (process.env.TARO_ENV === 'weapp' ? 'http://127.0.0.1:3000' : '')

// The contract's few runtime helpers the app uses too (types/api/geo.ts) are compiled like src
const compile = { include: [path.resolve(__dirname, '..', 'types', 'api')] }

/** What both builds change in webpack's chain. */
function chainBothBuilds(chain: Chain) {
  // imports through a feature's barrel reach only the screens they name (config/re-export-barrels.ts)
  chain.module.rule('re-export-barrels').test(isReExportBarrel).set('sideEffects', false)
  // NutUI's ConfigProvider names its theme variables with lodash.kebabcase; a 10-line twin
  chain.resolve.alias.set('lodash.kebabcase$', path.resolve(__dirname, 'shims/kebabcase.js'))
  // NutUI's icons: their SVG percent-encoded instead of base64 (config/svg-data-uri-loader.js)
  chain.module.rule('nutui-icon-svg').test(/@nutui[\\/]icons-react-taro[\\/]dist[\\/]es[\\/]icons[\\/][^\\/]+\.js$/)
    .use('svg-data-uri').loader(path.resolve(__dirname, 'svg-data-uri-loader.js'))
}

export default defineConfig<'webpack5'>(async (merge) => {
  // one id per build: in the code (BUILD_ID) and, for H5, beside index.html (config/build-id.ts)
  const buildId = makeBuildId()
  const baseConfig: UserConfigExport<'webpack5'> = {
    projectName: 'fanbei',
    date: '2026-11-22',
    // NutUI is drawn on a 375 design; our own styles use Taro's 750 design width
    designWidth(input?: string | number | { file?: string }) {
      // NutUI's stylesheets, and the app's copy of its theme (src/styles/nutui-theme.css), are drawn at 375
      const file = typeof input === 'object' ? input.file?.replace(/\\+/g, '/') : undefined
      if (file && (file.includes('@nutui') || file.endsWith('/src/styles/nutui-theme.css'))) return 375
      return 750
    },
    deviceRatio: { 640: 2.34 / 2, 750: 1, 375: 2, 828: 1.81 / 2 },
    sourceRoot: 'src',
    // OUTPUT_ROOT lets two builds run side by side (e.g. CI and a developer)
    outputRoot: `${process.env.OUTPUT_ROOT || 'dist'}/${process.env.TARO_ENV}`,
    plugins: [],
    defineConstants: {
      API_BASE_URL: JSON.stringify(apiBase),
      BUILD_ID: JSON.stringify(buildId),
    },
    alias: {
      '@': path.resolve(__dirname, '..', 'src'),
      '@api-types': path.resolve(__dirname, '..', 'types', 'api'),
    },
    copy: { patterns: [], options: {} },
    framework: 'react',
    // mini-program only: Taro's base.wxml repeats every component's template once per nesting
    // level (16 by default, about 4 KB each); deeper nodes render through its recursive `comp`
    // component instead (a little slower to render). 8 (about 2.4 KB a level here) keeps the main
    // package, which holds the team and share pages the spec puts there, under its 1 MB cap.
    baseLevel: 8,
    // Taro's defaults (mini-program and H5) escape every Chinese character (\uXXXX, 6 bytes instead
    // of 3) and, for the mini-program, switch off most of terser's compression; its main package is
    // capped at 1 MB and holds the 50 main-package pages the spec fixes: write UTF-8, compress fully.
    terser: {
      enable: true,
      config: {
        compress: { reduce_vars: true, collapse_vars: true, inline: 2, hoist_props: true, reduce_funcs: true, passes: 2 },
        output: { ascii_only: false },
      },
    },
    compiler: 'webpack5',
    cache: { enable: false },
    mini: {
      compile,
      postcss: {
        pxtransform: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
      imageUrlLoaderOption: { limit: 1 },
      // NutUI's per-component CSS has no meaningful order between chunks
      miniCssExtractPluginOption: { ignoreOrder: true },
      // modules used only by sub-packages go into those sub-packages, not the main package
      optimizeMainPackage: { enable: true },
      webpackChain(chain) {
        // screens that only sub-package pages show move into those sub-packages
        chainBothBuilds(chain)
        // modules numbered in order (1-4 digits) rather than by hash (4-5 digits, growing with the
        // module count): every require and module definition names one, and the main package is
        // capped at 1 MB; a mini-program is shipped whole, so ids stable across builds buy nothing
        chain.optimization.merge({ moduleIds: 'natural' })
        chain.plugin('strip-rtl-css').use(StripRtlCssPlugin, [['.wxss']])
        // NutUI's chains of CSS variables folded to the values they resolve to (config/fold-css-vars.ts)
        chain.plugin('fold-css-vars').use(FoldCssVarsPlugin, ['.wxss'])
      },
    },
    h5: {
      compile,
      publicPath: './',
      // Taro's components as plain React components (@tarojs/components-react) instead of web
      // components on the Stencil runtime: 5 KB less first-load JS on home, 12 KB on a shop
      // detail, and no custom-element upgrade work before the first paint
      useHtmlComponents: true,
      // images and fonts are files, not base64 inside the JS that counts against the first-load budget
      imageUrlLoaderOption: { limit: 1 },
      fontUrlLoaderOption: { limit: 1 },
      // a data: URL inside CSS (Taro's components stylesheet inlines a font) stays in the CSS;
      // resolved as a module it would also sit, unused, in the first-load JS
      cssLoaderOption: { url: { filter: (url: string) => !url.startsWith('data:') } },
      staticDirectory: 'static',
      // '/' is an alias of the home page (docs/product.md: Screens and navigation)
      router: { mode: 'hash', customRoutes: { '/pages/index/index': ['/pages/index/index', '/'] } },
      // Lazy chunks are named by the build's hash, not each by its own: webpack then needs no
      // chunk -> hash tables in the first-load runtime (about 1.6 KB gzip for ~140 chunks). Every
      // build renames them all, which a deploy does anyway; the names stay immutable-cacheable.
      output: {
        filename: 'js/[name].[contenthash:8].js',
        chunkFilename: 'js/[id].[fullhash:8].js',
      },
      miniCssExtractPluginOption: {
        ignoreOrder: true,
        filename: 'css/[name].[contenthash:8].css',
        chunkFilename: 'css/[id].[fullhash:8].css',
      },
      // Taro splits only initial chunks; pages are async chunks, so let them share modules too
      // instead of each page carrying its own copy of the core (i18n, store, components).
      webpackChain(chain) {
        // webpack's generic 244 KiB hint (a lazy chunk of the gold pages is over it) printed a warning
        // on every build; the budgets that count are bench:bundle's, on what a page really loads
        chain.performance.hints(false)
        chain.optimization.merge({
          splitChunks: {
            chunks: 'all',
            minSize: 20000,
            // a page opened first loads its files beside the first-load scripts, over HTTP/1.1's six
            // connections per host: a page of at most four chunks, sharing less (sign-in 8 -> 5
            // files, a shop detail 10 -> 7), starts rendering about one round trip sooner
            maxAsyncRequests: 4,
            cacheGroups: {
              // small libraries that lazy chunks of one page share (the home tab's popup and shop
              // cards both use dayjs): one copy, not one per chunk under the 20 KB minimum
              shared: { test: /[\\/]node_modules[\\/]dayjs[\\/]/, minSize: 0, priority: 20, reuseExistingChunk: true },
            },
          },
        })
        // Taro.request's polyfills (fetch, AbortController, jsonp) cost 8 KB of first-load JS that
        // the supported browsers do not need
        chain.resolve.alias
          .set('whatwg-fetch$', path.resolve(__dirname, 'h5-shims/empty.js'))
          .set('abortcontroller-polyfill/dist/abortcontroller-polyfill-only$', path.resolve(__dirname, 'h5-shims/empty.js'))
          .set('jsonp-retry$', path.resolve(__dirname, 'h5-shims/jsonp-unsupported.js'))
        // a page's chunks hold the screens it shows, not its feature's others (sign-in: not the gold tasks)
        chainBothBuilds(chain)
        // H5 renders with Preact's React-compatible layer: react-dom is about 40 KB gzip of the
        // first-load JS and most of its evaluation (docs/performance.md)
        chain.resolve.alias
          .set('react$', 'preact/compat')
          .set('react-dom$', 'preact/compat')
          .set('react-dom/client$', 'preact/compat/client')
          .set('react/jsx-runtime$', 'preact/jsx-runtime')
          .set('react/jsx-dev-runtime$', 'preact/jsx-dev-runtime')
        // each page's files, for the page's inline script to preload the landing route's
        chain.plugin('route-chunks').use(RouteChunksPlugin)
        // the id the server answers in appConfig (h5_build), for open apps to notice a new build
        chain.plugin('build-id').use(BuildIdPlugin, [buildId])
        // the app's tab bar is custom: Taro's built-in one (~5 KB) is never defined
        chain
          .plugin('no-built-in-tabbar')
          .use(webpack.NormalModuleReplacementPlugin, [/[\\/]taro-tabbar\.js$/, path.resolve(__dirname, 'h5-shims/taro-tabbar.js')])
        // Taro's View without its hover and long-press machinery, which nothing here uses (h5-shims/view.js)
        chain.plugin('light-view').use(webpack.NormalModuleReplacementPlugin, [
          /^\.\/components\/view\/index\.js$/,
          (resource: { context?: string; request: string }) => {
            if (/[\\/]@tarojs[\\/]components-react[\\/]dist$/.test(resource.context ?? '')) resource.request = path.resolve(__dirname, 'h5-shims/view.js')
          },
        ])
      },
      postcss: {
        pxtransform: { enable: true, config: {} },
        autoprefixer: { enable: true, config: {} },
        cssModules: { enable: false, config: { namingPattern: 'module', generateScopedName: '[name]__[local]___[hash:base64:5]' } },
      },
    },
  }
  if (process.env.NODE_ENV === 'development') return merge({}, baseConfig, devConfig)
  return merge({}, baseConfig, prodConfig)
})
