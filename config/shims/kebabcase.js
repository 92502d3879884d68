// lodash.kebabcase in both builds (~3.4 KB less in the mini-program's main package, capped at 1 MB,
// and in the H5 chunk every page with a NutUI component loads). NutUI's
// ConfigProvider is its only user, to name the CSS variables of a `theme` prop, which the app never
// passes. Splits like lodash: 'nutuiColorPrimaryStop1' -> 'nutui-color-primary-stop-1'.
const WORDS = /[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g

module.exports = function kebabCase(value) {
  return (String(value == null ? '' : value).match(WORDS) || []).join('-').toLowerCase()
}
