import { Uploader as NutUploader } from '@nutui/nutui-react-taro'
// NutUI's Uploader draws its previews with its Image but does not bring Image's styles along
import '@nutui/nutui-react-taro/dist/es/packages/image/style/css'
import { useState } from 'react'
import { UPLOAD_PURPOSES, type UploadPurpose } from '@api-types/uploads'
import { UPLOAD_MAX_COUNT } from '@/constants'
import { useT } from '@/i18n'
import { ApiError } from '@/lib/request'
import { storeFile } from '@/lib/storeFile'
import { toast } from '@/lib/toast'
import {
  formatSize, imageTypeOf, isUploadableImage, localPath, oversized, pickLimit, toUploadStatus, type PickedFile, type UploadItem,
} from './logic'
import { messages } from './uploader.messages'

export type { UploadItem, UploadStatus } from './logic'

export interface UploaderProps {
  /** What the files are stored for: its limits are the uploader's (types/api/uploads.ts). */
  purpose: UploadPurpose
  maxCount?: number
  /** Bytes (the purpose's limit by default); a larger file raises onOversize and is not uploaded. */
  maxSize?: number
  multiple?: boolean
  onChange?: (items: UploadItem[]) => void
  onOversize?: (files: unknown[]) => void
  label?: string
}

/**
 * Stores one picked file for the purpose (storeFile: on this server or straight in the bucket) and
 * answers NutUI's item with its url; a refusal fails the item. Silent: the uploader tells the user
 * why (uploadFailure), once.
 */
export async function uploadPicked(file: unknown, purpose: UploadPurpose): Promise<{ url: string; status: 'success' }> {
  const picked = file as PickedFile
  const url = await storeFile(localPath(picked), purpose, { type: imageTypeOf(picked) ?? 'image/jpeg', size: picked.size }, { silent: true })
  return { url, status: 'success' }
}

/**
 * What the user is told when an upload fails: the server's reason; for HTTP 413 (a size limit, whose
 * answer the transfer does not read) the limit; for a lost connection or an answer without a url `failed`.
 */
export function uploadFailure(err: unknown, texts: { tooLarge: string; failed: string }): string {
  if (err instanceof ApiError) return err.status === 413 ? texts.tooLarge : err.message
  return texts.failed
}

// Image uploader on NutUI's Uploader with the spec's rules: oversize files stop with an event,
// the add control disappears at the maximum count, at most 9 images per pick, and every item is
// uploading, failed or success. A file that is not an image, or too large, is not uploaded, and
// the user is told why, as when the server refuses one.
export default function Uploader({
  purpose,
  maxCount = UPLOAD_MAX_COUNT,
  maxSize = UPLOAD_PURPOSES[purpose].maxBytes,
  multiple = true,
  onChange,
  onOversize,
  label,
}: UploaderProps) {
  const t = useT(messages)
  const [held, setHeld] = useState(0)
  const tooLarge = t('uploader.tooLarge', { size: formatSize(maxSize) })
  return (
    <NutUploader
      className='uploader'
      maxCount={pickLimit(maxCount, held, multiple)}
      maxFileSize={maxSize}
      multiple={multiple}
      mediaType={['image']}
      uploadLabel={label ?? t('upload.add')}
      onOversize={(files) => {
        toast(tooLarge)
        onOversize?.(oversized(files as { size?: number }[], maxSize))
      }}
      beforeUpload={(files) => {
        // a browser's file dialog can still offer any file
        const images = (files as unknown as PickedFile[]).filter(isUploadableImage)
        if (images.length < files.length) toast(t('uploader.notImage'))
        return Promise.resolve(images as unknown as File[])
      }}
      upload={(file: unknown) =>
        uploadPicked(file, purpose).catch((err: unknown) => {
          toast(uploadFailure(err, { tooLarge: t('uploader.tooLarge', { size: formatSize(UPLOAD_PURPOSES[purpose].maxBytes) }), failed: t('upload.failed') }))
          throw err
        })}
      onChange={(files) => {
        setHeld(files.length)
        onChange?.(
          files.map((f) => ({ uid: f.uid ?? '', status: toUploadStatus(f.status), url: f.url, name: f.name })),
        )
      }}
    />
  )
}
