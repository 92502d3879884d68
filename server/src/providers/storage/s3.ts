import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3'
import { createPresignedPost } from '@aws-sdk/s3-presigned-post'
import type { UploadImageType } from '@api-types/uploads'
import type { PresignedUpload, StorageProvider } from '.'

export interface S3StorageConfig {
  bucket: string
  region: string
  /** The service's endpoint ('' for AWS S3 by region), e.g. https://oss-cn-hangzhou.aliyuncs.com, https://cos.ap-guangzhou.myqcloud.com. */
  endpoint: string
  accessKeyId: string
  secretAccessKey: string
  /** Bucket in the path (endpoint/bucket/key) instead of the host (bucket.endpoint/key). */
  forcePathStyle: boolean
  /** Where stored files are answered from ('' : the bucket's own URL; a CDN in front of it can be named). */
  publicBaseUrl: string
}

/** How long a presigned upload is taken: enough for a slow phone, short enough not to be kept. */
const PRESIGN_SECONDS = 10 * 60

/** The bucket's own URL, as the SDK addresses it. */
function bucketUrl(c: S3StorageConfig): string {
  const endpoint = c.endpoint ? new URL(c.endpoint) : new URL(`https://s3.${c.region}.amazonaws.com`)
  const base = `${endpoint.protocol}//${endpoint.host}`
  return c.forcePathStyle ? `${base}/${c.bucket}` : `${endpoint.protocol}//${c.bucket}.${endpoint.host}`
}

/**
 * An S3-compatible bucket through the AWS SDK. The server stores with PutObject and deletes with
 * DeleteObject; the app uploads with a presigned POST whose policy pins the key, the content type
 * and the size range, so a client can put nothing else there. Objects must be publicly readable
 * (a bucket policy) at publicBaseUrl.
 */
export class S3Storage implements StorageProvider {
  readonly publicBaseUrl: string
  readonly origins: string[]
  private readonly client: S3Client

  constructor(private readonly config: S3StorageConfig) {
    const missing = (['bucket', 'region', 'accessKeyId', 'secretAccessKey'] as const).filter((k) => !config[k])
    if (missing.length) throw new Error(`STORAGE_PROVIDER "s3" needs its settings: ${missing.join(', ')} (STORAGE_S3_*)`)
    const own = bucketUrl(config)
    this.publicBaseUrl = (config.publicBaseUrl || own).replace(/\/+$/, '')
    this.origins = [...new Set([new URL(own).origin, ...(/^https?:\/\//.test(this.publicBaseUrl) ? [new URL(this.publicBaseUrl).origin] : [])])]
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint || undefined,
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // OSS and COS refuse the newer optional checksums (and their chunked bodies): only when required
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  async save(name: string, data: Buffer, type: UploadImageType): Promise<string> {
    await this.client.send(new PutObjectCommand({ Bucket: this.config.bucket, Key: name, Body: data, ContentType: type }))
    return `${this.publicBaseUrl}/${name}`
  }

  async presign(name: string, type: UploadImageType, maxBytes: number): Promise<PresignedUpload> {
    const { url, fields } = await createPresignedPost(this.client, {
      Bucket: this.config.bucket,
      Key: name,
      Fields: { 'Content-Type': type },
      Conditions: [['content-length-range', 1, maxBytes], ['eq', '$Content-Type', type]],
      Expires: PRESIGN_SECONDS,
    })
    return { url, fields }
  }

  async read(name: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: name }))
      return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : null
    } catch (err) {
      if (err instanceof NoSuchKey) return null
      throw err
    }
  }

  async delete(name: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: name }))
  }
}
