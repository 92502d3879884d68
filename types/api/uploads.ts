// What a stored file may be, by what it is stored for (docs/server.md: Uploads): one table for the
// server, which refuses what it does not allow, and the app, which checks before uploading. No
// TypeBox here: the app imports these values.

const MB = 1024 * 1024

/** The images the stores take (by content on this server; by the declared type in a bucket). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number]

/** A stored file's extension by its type, and a type by a file name's extension. */
export const EXTENSION_OF_TYPE: Record<UploadImageType, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif' }
export const TYPE_OF_EXTENSION: Record<string, UploadImageType | undefined> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', gif: 'image/gif' }

export interface UploadRule {
  /** The largest file, in bytes. */
  maxBytes: number
  types: readonly UploadImageType[]
}

/** Every purpose a file is stored for, with its limits. */
export const UPLOAD_PURPOSES = {
  avatar: { maxBytes: 5 * MB, types: UPLOAD_IMAGE_TYPES },
  /** A free meal's proof screenshots. */
  proof: { maxBytes: 5 * MB, types: UPLOAD_IMAGE_TYPES },
  feedback: { maxBytes: 5 * MB, types: UPLOAD_IMAGE_TYPES },
  seeding: { maxBytes: 5 * MB, types: UPLOAD_IMAGE_TYPES },
  settle_in: { maxBytes: 5 * MB, types: UPLOAD_IMAGE_TYPES },
  poster: { maxBytes: 5 * MB, types: UPLOAD_IMAGE_TYPES },
} as const satisfies Record<string, UploadRule>

export type UploadPurpose = keyof typeof UPLOAD_PURPOSES
export const UPLOAD_PURPOSE_NAMES = Object.keys(UPLOAD_PURPOSES) as UploadPurpose[]

/** The spec's placeUpload without a purpose: the largest file any purpose takes. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_PURPOSES).map((r) => r.maxBytes))

export function isUploadPurpose(name: string): name is UploadPurpose {
  return Object.prototype.hasOwnProperty.call(UPLOAD_PURPOSES, name)
}

/**
 * Where and how one file is uploaded (user/uploadPolicy): a multipart POST to `url` with `fields`
 * first and the file last in `file_field`. `url` is this server's own upload call (an API path, which
 * answers the envelope with the file's url) or a bucket (absolute, which answers no envelope: the file
 * is then at `file_url`).
 */
export interface UploadPolicy {
  url: string
  fields: Record<string, string>
  file_field: string
  /** The stored file's URL once a bucket took it; absent when this server answers it. */
  file_url?: string
  max_bytes: number
}
