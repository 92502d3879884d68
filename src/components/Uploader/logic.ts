import { IMAGE_MULTI_SELECT_MAX } from '@/constants'

// Pure rules of the uploader (spec 5), kept apart from the NutUI component so they are tested alone.

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
