import crypto from 'node:crypto'
import { EXTENSION_OF_TYPE, type UploadImageType, type UploadPurpose } from '@api-types/uploads'
import { LocalStorage } from './local'
import { S3Storage, type S3StorageConfig } from './s3'

// Where stored files live (docs/server.md: Uploads). STORAGE_PROVIDER 'local' (default) keeps them
// in DATA_DIR/uploads, which app.ts serves at /uploads/; 's3' keeps them in an S3-compatible bucket
// (AWS S3, Aliyun OSS, Tencent COS), which the app uploads to directly with a presigned POST.

/** A direct upload to the bucket: a multipart POST to url with fields, the file last. */
export interface PresignedUpload {
  url: string
  fields: Record<string, string>
}

export interface StorageProvider {
  /** Stored files are answered as `<publicBaseUrl>/<name>`. */
  readonly publicBaseUrl: string
  /** Origins other than this server's that the app's pages load stored files from and post uploads to (CSP). */
  readonly origins: string[]
  /** Stores a file under a name (storedName) and answers its URL. */
  save(name: string, data: Buffer, type: UploadImageType): Promise<string>
  /** A direct upload of at most maxBytes of this type under the name, or null: uploads go through this server. */
  presign(name: string, type: UploadImageType, maxBytes: number): Promise<PresignedUpload | null>
  /** Removes a stored file (nothing when it is not there). */
  delete(name: string): Promise<void>
  /** A stored file's bytes, or null when it is not there (the proof screenshots' hashes, order/proofHash.ts). */
  read(name: string): Promise<Buffer | null>
}

/** What a stored file is, by its name: a purpose's file says whose it is. */
const STORED_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/

/**
 * A fresh unguessable name. A purpose's file is named `<purpose>-<user id>-<random>.<ext>`, so the
 * server can tell a user's own avatar (deleted when replaced) from a URL the user merely pasted.
 */
export function storedName(type: UploadImageType, owner?: { purpose: UploadPurpose; userId: number }): string {
  const random = crypto.randomBytes(16).toString('hex')
  return `${owner ? `${owner.purpose}-${owner.userId}-` : ''}${random}.${EXTENSION_OF_TYPE[type]}`
}

/** The name of a file the provider answered (`<public base>/<name>`), or null for any other URL. */
export function storedNameOf(storage: StorageProvider, url: string): string | null {
  const prefix = `${storage.publicBaseUrl.replace(/\/+$/, '')}/`
  if (!url.startsWith(prefix)) return null
  const name = url.slice(prefix.length)
  return STORED_NAME.test(name) && !name.includes('..') ? name : null
}

/** Whether a stored file is this user's file for this purpose (storedName). */
export function isOwnStored(name: string, purpose: UploadPurpose, userId: number): boolean {
  return name.startsWith(`${purpose}-${userId}-`)
}

export interface StorageConfig {
  provider: string
  /** Where stored files are answered from ('' for s3: the bucket's own URL). */
  publicBaseUrl: string
  s3: Omit<S3StorageConfig, 'publicBaseUrl'>
}

export function createStorageProvider(config: StorageConfig, uploadsDir: string): StorageProvider {
  switch (config.provider) {
    case 'local':
      return new LocalStorage(uploadsDir, config.publicBaseUrl || '/uploads')
    case 's3':
      return new S3Storage({ ...config.s3, publicBaseUrl: config.publicBaseUrl })
    default:
      throw new Error(`STORAGE_PROVIDER "${config.provider}" is unknown (use local or s3)`)
  }
}
