const fs = require('fs')
const path = require('path')
const { fingerprint } = require('./table-fingerprint')

// Mini-program builds only (babel.config.js): a page message table (an object literal in src/,
// outside src/i18n, which loads its own tables on demand, whose `en` is an object literal) keeps
// only its Simplified Chinese. Its English becomes its fingerprint (`id`, src/i18n/pageTables.ts),
// by which the app finds the other locales in the server's locale pack. This keeps ~85 KB out of
// the main package, which is capped at 1 MB. A table whose English is not all literal texts keeps
// its English (its fingerprint is known only at run time), and so does one whose English another
// table spreads (`...dealMessages.en`).
const STRIPPED = new Set(['zh-Hant', 'fr', 'es'])

const SRC = path.resolve(__dirname, '..', 'src')
let spreadNames = null

/** The names of the tables whose English some table spreads: `...name.en` anywhere in src/. */
function englishSpreadNames() {
  if (spreadNames) return spreadNames
  spreadNames = new Set()
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else if (/\.tsx?$/.test(entry.name)) {
        for (const match of fs.readFileSync(file, 'utf8').matchAll(/\.\.\.(\w+)\.en\b/g)) spreadNames.add(match[1])
      }
    }
  }
  walk(SRC)
  return spreadNames
}

module.exports = function stripPageLocales({ types: t }) {
  const keyOf = (prop) => {
    if (!t.isObjectProperty(prop) || prop.computed) return null
    if (t.isIdentifier(prop.key)) return prop.key.name
    if (t.isStringLiteral(prop.key)) return prop.key.value
    return null
  }
  /** The table's texts when they are all literal (key: text), else null. */
  const literalTable = (node) => {
    const table = {}
    for (const prop of node.properties) {
      const key = keyOf(prop)
      if (key === null || !t.isStringLiteral(prop.value)) return null
      table[key] = prop.value.value
    }
    return table
  }
  /** The name of the variable the table is declared as, through a call (defineMessages) or not. */
  const declaredName = (path) => {
    const declarator = path.findParent((p) => p.isVariableDeclarator() || p.isStatement())
    return declarator && declarator.isVariableDeclarator() && t.isIdentifier(declarator.node.id) ? declarator.node.id.name : null
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
        if (!en || !t.isObjectExpression(en.value) || !keys.includes('zh-Hans')) return
        const english = literalTable(en.value)
        const keepEnglish = !english || englishSpreadNames().has(declaredName(path))
        path.node.properties = path.node.properties.flatMap((prop, i) => {
          if (STRIPPED.has(keys[i])) return []
          if (prop === en && !keepEnglish) return [t.objectProperty(t.identifier('id'), t.stringLiteral(fingerprint(english)))]
          return [prop]
        })
      },
    },
  }
}
