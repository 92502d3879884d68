// NutUI's icons carry their SVG as a base64 data URI, drawn as a CSS mask (`url('…')`). Base64
// adds a third to every icon; the SVG percent-encoded where CSS or the URI needs it is about a
// fifth smaller (~8 KB of the mini-program's main package, which is capped at 1 MB) and gzips better.
const BASE64_SVG = /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/g

/** The SVG text as a data URI inside a single-quoted CSS url(): %, #, <, >, ' and line breaks escaped. */
function svgDataUri(svg) {
  const text = svg.replace(/\s*[\r\n]+\s*/g, ' ').trim()
  return `data:image/svg+xml,${text.replace(/[%#<>'\r\n]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`)}`
}

// The URI sits in a double-quoted string literal of the icon's module: its quotes are escaped there.
module.exports = function svgDataUriLoader(source) {
  return source.replace(BASE64_SVG, (_, base64) => svgDataUri(Buffer.from(base64, 'base64').toString('utf8')).replace(/["\\]/g, (c) => `\\${c}`))
}

module.exports.svgDataUri = svgDataUri
