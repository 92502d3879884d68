import { defineMessages } from '@/i18n'

// Why a picked image is not uploaded (the uploader's other texts are shared: upload.*).
export const messages = defineMessages({
  en: {
    'uploader.notImage': 'Please choose an image (PNG, JPEG, WebP or GIF)',
    'uploader.tooLarge': 'Images must be at most {size}',
  },
  'zh-Hans': {
    'uploader.notImage': '请上传图片文件（PNG、JPEG、WebP 或 GIF）',
    'uploader.tooLarge': '图片不能超过{size}',
  },
  'zh-Hant': {
    'uploader.notImage': '請上傳圖片檔案（PNG、JPEG、WebP 或 GIF）',
    'uploader.tooLarge': '圖片不能超過{size}',
  },
  fr: {
    'uploader.notImage': 'Choisissez une image (PNG, JPEG, WebP ou GIF)',
    'uploader.tooLarge': 'Les images ne doivent pas dépasser {size}',
  },
  es: {
    'uploader.notImage': 'Elige una imagen (PNG, JPEG, WebP o GIF)',
    'uploader.tooLarge': 'Las imágenes no pueden superar {size}',
  },
})
