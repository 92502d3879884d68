import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

// File storage for uploads (avatars; later proofs, feedback and merchant forms). STORAGE_PROVIDER:
// 'local' (default) keeps files in DATA_DIR/uploads, which app.ts serves at /uploads/, and answers
// STORAGE_PUBLIC_BASE_URL/<name> (a CDN in front of /uploads can be named there).

export interface StorageProvider {
  /** Stores a new file under a fresh unguessable name; answers the URL the app shows it from. */
  save(data: Buffer, ext: string): Promise<string>
}

export class LocalStorage implements StorageProvider {
  constructor(private readonly dir: string, private readonly publicBaseUrl: string) {}

  async save(data: Buffer, ext: string): Promise<string> {
    const name = `${crypto.randomBytes(16).toString('hex')}.${ext}`
    await fs.mkdir(this.dir, { recursive: true })
    // 'wx': never overwrite, even on a (practically impossible) name clash
    await fs.writeFile(path.join(this.dir, name), data, { flag: 'wx' })
    return `${this.publicBaseUrl.replace(/\/+$/, '')}/${name}`
  }
}

export function createStorageProvider(name: string, uploadsDir: string, publicBaseUrl: string): StorageProvider {
  switch (name) {
    case 'local':
      return new LocalStorage(uploadsDir, publicBaseUrl)
    default:
      throw new Error(`STORAGE_PROVIDER "${name}" is unknown (use local)`)
  }
}
