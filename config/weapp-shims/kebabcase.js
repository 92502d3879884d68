// lodash.kebabcase for the mini-program (~3.4 KB less in its main package, capped at 1 MB). NutUI's
// ConfigProvider is its only user, to name the CSS variables of a `theme` prop, which the app never
// passes. Splits like lodash: 'nutuiColorPrimaryStop1' -> 'nutui-color-primary-stop-1'.
const WORDS = /[A-Z]{2,}(?=[A-Z][a-z]|[^A-Za-z]|$)|[A-Z]?[a-z]+|[A-Z]+|[0-9]+/g

module.exports = function kebabCase(value) {
  return (String(value == null ? '' : value).match(WORDS) || []).join('-').toLowerCase()
}
