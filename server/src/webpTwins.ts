import fs from 'node:fs'
import path from 'node:path'

// The demo images (banners, shop logos and photos) have WebP twins beside them
// (scripts/webp-twins.mjs): a browser that accepts WebP gets the twin at the image's own address,
// about 40% smaller, and the others the JPEG or PNG. The answers vary by Accept.

export interface ImageDir {
  /** The URL prefix, e.g. '/banners/'. */
  prefix: string
  root: string
}

/** The addresses of the images that have a twin ('/banners/kingeat.jpg'), read once at start. */
export function webpTwinsOf(dirs: ImageDir[]): Set<string> {
  const twins = new Set<string>()
  for (const { prefix, root } of dirs) {
    if (!fs.existsSync(root)) continue
    for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
      const name = file.split(path.sep).join('/')
      if (/\.(jpe?g|png)$/i.test(name) && fs.existsSync(path.join(root, name.replace(/\.(jpe?g|png)$/i, '.webp')))) {
        twins.add(prefix + name)
      }
    }
  }
  return twins
}

/** The address to serve for `url`: its WebP twin when there is one and `accept` takes WebP. */
export function preferWebp(url: string, accept: string | undefined, twins: Set<string>): string {
  if (!accept?.includes('image/webp')) return url
  const query = url.indexOf('?')
  const pathname = query < 0 ? url : url.slice(0, query)
  return twins.has(pathname) ? pathname.replace(/\.(jpe?g|png)$/i, '.webp') + (query < 0 ? '' : url.slice(query)) : url
}
