import { defineMessages } from '@/i18n'

export default defineMessages({
  en: { avatar: 'Avatar', change: 'Change', nickname: 'Nickname', nicknamePlaceholder: '2-20 characters', save: 'Save', saved: 'Saved', nicknameLength: 'Nicknames are 2 to 20 characters', phone: 'Phone', notImage: 'Please choose an image (PNG, JPEG, WebP or GIF)' },
  'zh-Hans': { avatar: '头像', change: '更换', nickname: '昵称', nicknamePlaceholder: '2-20个字', save: '保存', saved: '已保存', nicknameLength: '昵称为2-20个字', phone: '手机号', notImage: '请上传图片文件（PNG、JPEG、WebP 或 GIF）' },
  'zh-Hant': { avatar: '頭像', change: '更換', nickname: '暱稱', nicknamePlaceholder: '2-20個字', save: '儲存', saved: '已儲存', nicknameLength: '暱稱為2-20個字', phone: '手機號碼', notImage: '請上傳圖片檔案（PNG、JPEG、WebP 或 GIF）' },
  fr: { avatar: 'Photo', change: 'Changer', nickname: 'Pseudo', nicknamePlaceholder: '2 à 20 caractères', save: 'Enregistrer', saved: 'Enregistré', nicknameLength: 'Le pseudo fait 2 à 20 caractères', phone: 'Téléphone', notImage: 'Choisissez une image (PNG, JPEG, WebP ou GIF)' },
  es: { avatar: 'Foto', change: 'Cambiar', nickname: 'Apodo', nicknamePlaceholder: '2 a 20 caracteres', save: 'Guardar', saved: 'Guardado', nicknameLength: 'El apodo tiene de 2 a 20 caracteres', phone: 'Teléfono', notImage: 'Elige una imagen (PNG, JPEG, WebP o GIF)' },
})
