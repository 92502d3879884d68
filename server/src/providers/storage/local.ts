import fs from 'node:fs/promises'
import path from 'node:path'
import type { StorageProvider } from '.'

/**
 * Files in a folder of this server (DATA_DIR/uploads, served at /uploads/ by app.ts), answered as
 * `<publicBaseUrl>/<name>` (a CDN in front of /uploads can be named there). Uploads go through
 * this server's placeUpload: one process, or a folder the processes share.
 */
export class LocalStorage implements StorageProvider {
  readonly origins: string[]

  constructor(private readonly dir: string, readonly publicBaseUrl: string) {
    this.origins = /^https?:\/\//.test(publicBaseUrl) ? [new URL(publicBaseUrl).origin] : []
  }

  async save(name: string, data: Buffer): Promise<string> {
    await fs.mkdir(this.dir, { recursive: true })
    // 'wx': never overwrite, even on a (practically impossible) name clash
    await fs.writeFile(path.join(this.dir, name), data, { flag: 'wx' })
    return `${this.publicBaseUrl.replace(/\/+$/, '')}/${name}`
  }

  async presign(): Promise<null> {
    return null
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(path.join(this.dir, path.basename(name)))
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw err
    }
  }

  async delete(name: string): Promise<void> {
    await fs.rm(path.join(this.dir, path.basename(name)), { force: true })
  }
}
