// The fingerprint a page message table is known by across builds (src/i18n/pageTables.ts): FNV-1a
// (32 bit) of its English's sorted key=value lines, as 8 hex digits. Shared by the app and the
// mini-program build's babel step (config/babel-strip-page-locales.js), which writes it in place of
// the English it strips, so both compute it the same way.
function fingerprint(table) {
  const text = Object.keys(table).sort().map((key) => `${key}=${table[key]}`).join('\n')
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(16).padStart(8, '0')
}

module.exports = { fingerprint }
