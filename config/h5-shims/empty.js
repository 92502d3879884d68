// Stands in for fetch/AbortController polyfills in the H5 build: every browser the app supports
// has both natively (see package.json browserslist).
