import type { FastifyRequest } from 'fastify'
import * as en from './en'
import * as es from './es'
import * as fr from './fr'
import * as zhHans from './zh-Hans'
import * as zhHant from './zh-Hant'
import type { FieldKey, MessageKey } from './zh-Hans'

// Server messages in the app's five locales (docs/server.md: Languages). The caller's language is
// read from Accept-Language; Simplified Chinese when none of its languages is one of ours.

export type { FieldKey, MessageKey } from './zh-Hans'

export const LANGS = ['zh-Hans', 'zh-Hant', 'en', 'fr', 'es'] as const
export type Lang = (typeof LANGS)[number]

interface Catalogue {
  messages: Record<MessageKey, string>
  fields: Record<FieldKey, string>
}

export const CATALOGUES: Record<Lang, Catalogue> = { 'zh-Hans': zhHans, 'zh-Hant': zhHant, en, fr, es }

/** Our locale for one language tag ('zh-TW', 'fr-CA', 'en_US.UTF-8' ...), or null. */
export function langOfTag(tag: string): Lang | null {
  // POSIX locales (the ops CLI's LANG) write zh_TW.UTF-8: the charset and modifier are dropped
  const subtags = tag.trim().replace(/[.@].*$/, '').replace(/_/g, '-').toLowerCase().split('-')
  switch (subtags[0]) {
    case 'zh':
      if (subtags.includes('hans')) return 'zh-Hans'
      if (subtags.includes('hant') || subtags.some((s) => s === 'tw' || s === 'hk' || s === 'mo')) return 'zh-Hant'
      return 'zh-Hans'
    case 'en': return 'en'
    case 'fr': return 'fr'
    case 'es': return 'es'
    default: return null
  }
}

/**
 * The locale of an Accept-Language header: its languages by descending q (in the order given when
 * equal; q=0 means "not this one"), the first we have wins; zh-Hans by default.
 */
export function langOf(header: string | string[] | undefined): Lang {
  const value = Array.isArray(header) ? header.join(',') : header ?? ''
  const ranked = value.split(',').map((part, index) => {
    const [tag, ...params] = part.split(';')
    const q = params.map((p) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(p)).find(Boolean)
    return { tag, index, q: q ? Number(q[1]) : 1 }
  }).filter((l) => l.q > 0).sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of ranked) {
    const lang = langOfTag(tag)
    if (lang) return lang
  }
  return 'zh-Hans'
}

/** The locale the request asks for. */
export function langOfRequest(request: FastifyRequest): Lang {
  return langOf(request.headers['accept-language'])
}

export function translate(lang: Lang, key: MessageKey, params: Record<string, string | number> = {}): string {
  return CATALOGUES[lang].messages[key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ''))
}

/** Several messages at once, e.g. a table's column headers. */
export function columns(lang: Lang, keys: MessageKey[]): string[] {
  return keys.map((key) => translate(lang, key))
}

/** The field's name as the user knows it, or the field itself when it is not one of ours. */
export function fieldName(lang: Lang, field: string): string {
  const fields = CATALOGUES[lang].fields
  return Object.hasOwn(fields, field) ? fields[field as FieldKey] : field
}

export function t(request: FastifyRequest, key: MessageKey, params?: Record<string, string | number>): string {
  return translate(langOfRequest(request), key, params)
}

interface AjvError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

/** A refusal: the message's key and its parameters. */
export interface Refusal {
  key: MessageKey
  params?: Record<string, string | number>
}

/** The refusal of the first schema error of a request body, its field named in the user's language. */
export function validationRefusal(lang: Lang, errors: AjvError[]): Refusal {
  const err = errors[0]
  if (!err) return { key: 'invalid', params: { field: translate(lang, 'body') } }
  const segments = err.instancePath.split('/').filter((s) => s && !/^\d+$/.test(s))
  let raw = segments[segments.length - 1] ?? ''
  if (err.keyword === 'required') raw = String(err.params.missingProperty ?? raw)
  const field = raw ? fieldName(lang, raw) : translate(lang, 'body')
  const limit = (err.params.limit as number | undefined) ?? 0
  // an amount of money that is not a yuan string (a number, null, an object, '1e3') gets one message
  if (raw === 'amount' && (err.keyword === 'type' || err.keyword === 'pattern')) return { key: 'cashOutAmountInvalid' }
  switch (err.keyword) {
    case 'required':
    case 'type':
      return { key: err.keyword, params: { field } }
    case 'minLength':
      return limit === 1 ? { key: 'empty', params: { field } } : { key: 'minLength', params: { field, limit } }
    case 'maxLength':
    case 'minimum':
    case 'maximum':
    case 'maxItems':
    case 'maxProperties':
      return { key: err.keyword, params: { field, limit } }
    case 'pattern':
      if (raw === 'tel') return { key: 'telInvalid' }
      return { key: /\\S/.test(String(err.params.pattern ?? '')) ? 'empty' : 'invalid', params: { field } }
    default:
      return { key: 'invalid', params: { field } }
  }
}
