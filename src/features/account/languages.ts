import type { Locale } from '@/i18n'

/** Each language named in itself, as language pickers do; '' follows the phone. */
export const LANGUAGE_CHOICES: { value: Locale | ''; label?: string }[] = [
  { value: '' },
  { value: 'zh-Hans', label: '简体中文' },
  { value: 'zh-Hant', label: '繁體中文' },
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'es', label: 'Español' },
]

export function languageLabel(value: Locale | '', followSystem: string): string {
  return LANGUAGE_CHOICES.find((c) => c.value === value)?.label ?? followSystem
}
