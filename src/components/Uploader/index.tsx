import { Uploader as NutUploader } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { placeUpload } from '@/api/user'
import { UPLOAD_MAX_COUNT } from '@/constants'
import { useT } from '@/i18n'
import { toast } from '@/lib/toast'
import { formatSize, localPath, oversized, pickLimit, toUploadStatus, type UploadItem } from './logic'

export type { UploadItem, UploadStatus } from './logic'

const DEFAULT_MAX_SIZE = 10 * 1024 * 1024

export interface UploaderProps {
  maxCount?: number
  /** Bytes; a larger file raises onOversize and is not uploaded. */
  maxSize?: number
  multiple?: boolean
  onChange?: (items: UploadItem[]) => void
  onOversize?: (files: unknown[]) => void
  label?: string
}

/**
 * Stores one picked file in the server's image store (user.placeUpload) and answers NutUI's item
 * with its url; a refusal, or an answer without a url, fails the item with the server's message
 * (or `failed`).
 */
export async function uploadPicked(file: unknown, failed: string): Promise<{ url: string; status: 'success' }> {
  const res = await placeUpload(localPath(file as { path?: string }), {}, { isHandle: true })
  if (res.status !== 1 || !res.result?.url) throw new Error(res.msg || failed)
  return { url: res.result.url, status: 'success' }
}

// Image uploader on NutUI's Uploader with the spec's rules: oversize files stop with an event,
// the add control disappears at the maximum count, at most 9 images per pick, and every item is
// uploading, failed or success.
export default function Uploader({
  maxCount = UPLOAD_MAX_COUNT,
  maxSize = DEFAULT_MAX_SIZE,
  multiple = true,
  onChange,
  onOversize,
  label,
}: UploaderProps) {
  const t = useT()
  const [held, setHeld] = useState(0)
  return (
    <NutUploader
      className='uploader'
      maxCount={pickLimit(maxCount, held, multiple)}
      maxFileSize={maxSize}
      multiple={multiple}
      mediaType={['image']}
      uploadLabel={label ?? t('upload.add')}
      onOversize={(files) => {
        toast(t('upload.oversize', { size: formatSize(maxSize) }))
        onOversize?.(oversized(files as { size?: number }[], maxSize))
      }}
      upload={(file: unknown) => uploadPicked(file, t('upload.failed'))}
      onChange={(files) => {
        setHeld(files.length)
        onChange?.(
          files.map((f) => ({ uid: f.uid ?? '', status: toUploadStatus(f.status), url: f.url, name: f.name })),
        )
      }}
    />
  )
}
