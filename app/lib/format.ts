/**
 * The page's formatters: money/format.ts (decision 421) in the page's
 * language. Every number, amount, percent and date a page shows goes
 * through here (the older helpers in money-format.ts, challenges/format.ts,
 * trade/format.ts and support/format.ts call these).
 */
import * as shared from '#money/format.ts'
import { getLocale } from '~/paraglide/runtime'

const locale = (): shared.DisplayLocale => (getLocale() === 'fa' ? 'fa' : 'en')

export const formatNumber = (value: string | number, options?: shared.NumberOptions) =>
  shared.formatNumber(value, locale(), options)
export const formatMoney = (value: string | number, options?: shared.NumberOptions) =>
  shared.formatMoney(value, locale(), options)
/** A limit the trader may act on (withdrawable, free margin): cut to the cent (decision 556). */
export const formatLimit = (value: string | number, options?: shared.NumberOptions) =>
  shared.formatLimit(value, locale(), options)
export const formatPercent = (value: string | number, options?: shared.NumberOptions) =>
  shared.formatPercent(value, locale(), options)
export const localDigits = (value: string | number) => shared.localDigits(value, locale())
export const formatDate = (value: string | number | Date) => shared.formatDate(value, locale())
export const formatDayMonth = (value: string | number | Date) =>
  shared.formatDayMonth(value, locale())
export const formatDateTime = (value: string | number | Date) =>
  shared.formatDateTime(value, locale())
export const formatTime = (value: string | number | Date) => shared.formatTime(value, locale())
export const formatShortTime = (value: string | number | Date) =>
  shared.formatShortTime(value, locale())
/** Flag numbers as a list in the page's language: "#3, #7" / "#۳، #۷". */
export const flagIdList = (ids: readonly number[]) =>
  ids.map((id) => `#${localDigits(id)}`).join(locale() === 'fa' ? '، ' : ', ')
