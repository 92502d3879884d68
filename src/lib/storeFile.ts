import type { UploadImageType, UploadPurpose } from '@api-types/uploads'
import { uploadPolicy } from '@/api/user'
import type { RequestOptions } from './request'
import { sendByPolicy } from './transfer'

/**
 * Stores one local file for a purpose (docs/server.md: Uploads): asks the server where and how
 * (user/uploadPolicy), then sends it there (this server, or straight to the storage bucket).
 * Resolves the stored file's URL; a refusal throws ApiError (shown unless options.silent), a lost
 * connection TransportError.
 */
export async function storeFile(
  filePath: string,
  purpose: UploadPurpose,
  file: { type: UploadImageType; size?: number },
  options: RequestOptions = {},
): Promise<string> {
  const policy = await uploadPolicy({ purpose, type: file.type, ...(file.size ? { size: file.size } : {}) }, options)
  return sendByPolicy(policy.result, filePath, options)
}
