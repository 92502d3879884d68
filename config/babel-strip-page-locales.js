// Mini-program builds only (babel.config.js): drops the Traditional Chinese, French and Spanish
// tables from the app's page message tables, i.e. from every object literal in src/ (outside
// src/i18n, which loads its own tables on demand) whose `en` is an object literal and that has one
// of those locale keys. The mini-program reads them from the server's locale pack instead (src/i18n/pageTables.ts),
// keeping ~45 KB out of its main package, which is capped at 1 MB.
const STRIPPED = new Set(['zh-Hant', 'fr', 'es'])

module.exports = function stripPageLocales({ types: t }) {
  const keyOf = (prop) => {
    if (!t.isObjectProperty(prop) || prop.computed) return null
    if (t.isIdentifier(prop.key)) return prop.key.name
    if (t.isStringLiteral(prop.key)) return prop.key.value
    return null
  }
  return {
    name: 'strip-page-locales',
    visitor: {
      ObjectExpression(path, state) {
        const file = (state.filename || '').replace(/\\/g, '/')
        if (!file.includes('/src/') || file.includes('/src/i18n/')) return
        const keys = path.node.properties.map(keyOf)
        // a table of tables: `en` holds an object of texts (not, say, a language's display name)
        const en = path.node.properties[keys.indexOf('en')]
        if (!en || !t.isObjectExpression(en.value) || !keys.some((key) => STRIPPED.has(key))) return
        path.node.properties = path.node.properties.filter((_, i) => !STRIPPED.has(keys[i]))
      },
    },
  }
}
