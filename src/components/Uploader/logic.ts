import { TYPE_OF_EXTENSION, UPLOAD_IMAGE_TYPES, type UploadImageType } from '@api-types/uploads'
import { IMAGE_MULTI_SELECT_MAX } from '@/constants'

// Pure rules of the uploader (docs/product.md: Validation), kept apart from the NutUI component so they are tested alone.

export type UploadStatus = 'uploading' | 'failed' | 'success'

export interface UploadItem {
  uid: string | number
  status: UploadStatus
  /** The stored file's URL once uploaded. */
  url?: string
  name?: string
}

type NutStatus = 'ready' | 'uploading' | 'success' | 'error'

/** NutUI's item statuses mapped to the spec's uploading / failed / success. */
export function toUploadStatus(status: NutStatus | undefined): UploadStatus {
  if (status === 'success') return 'success'
  if (status === 'error') return 'failed'
  return 'uploading'
}

/**
 * The count handed to NutUI: the add control disappears exactly when `maxCount` files are held,
 * and one pick never selects more than 9 images.
 */
export function pickLimit(maxCount: number, held: number, multiple: boolean): number {
  if (!multiple) return maxCount
  return Math.min(maxCount, held + IMAGE_MULTI_SELECT_MAX)
}

/** A picked file as the platforms give it: H5 has the browser's File, the mini-program a temp path. */
export interface PickedFile {
  tempFilePath?: string
  path?: string
  size?: number
  /** H5: the MIME type; mini-program: 'image' or 'video'. */
  fileType?: string
  type?: string
  originalFileObj?: { type?: string; name?: string }
}

/**
 * The image type a picked file declares for its upload (the stores take PNG, JPEG, WebP or GIF; the
 * app checks the same before uploading, so a refusal is explained at once), or null when it is not
 * one: its MIME type when the platform knows it ('image/jpg' as some browsers write it), else the
 * extension of its name or path. A file that says neither is sent as JPEG (what the mini-program's
 * compressed picks are): this server checks the content, and a bucket is told that type.
 */
export function imageTypeOf(file: PickedFile): UploadImageType | null {
  const mime = [file.originalFileObj?.type, file.fileType, file.type].find((t) => t && t.includes('/'))?.toLowerCase()
  if (mime) return mime === 'image/jpg' ? 'image/jpeg' : UPLOAD_IMAGE_TYPES.find((t) => t === mime) ?? null
  if (file.fileType === 'video') return null
  const name = file.originalFileObj?.name || file.tempFilePath || file.path || ''
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name.split(/[?#]/)[0])?.[1]?.toLowerCase()
  if (!extension) return 'image/jpeg'
  return TYPE_OF_EXTENSION[extension] ?? null
}

/** Whether a picked file may be an image the stores take (imageTypeOf). */
export function isUploadableImage(file: PickedFile): boolean {
  return imageTypeOf(file) !== null
}

/** Files over the size limit: they raise the oversize event and are not uploaded. */
export function oversized<T extends { size?: number }>(files: T[], maxSize: number): T[] {
  return files.filter((f) => (f.size ?? 0) > maxSize)
}

/** '10MB', '500KB': the limit as the oversize message shows it. */
export function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${+(bytes / 1024 / 1024).toFixed(1)}MB`
  if (bytes >= 1024) return `${Math.round(bytes / 1024)}KB`
  return `${bytes}B`
}

/** The local path of a picked file, whichever shape the platform gives it. */
export function localPath(file: { tempFilePath?: string; path?: string; url?: string } | undefined): string {
  return file?.tempFilePath || file?.path || file?.url || ''
}
