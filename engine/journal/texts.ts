/** Texts of the trader's journal (contract/journal.ts), with their Persian. */
import { addTranslations } from '../i18n.ts'

export const journalTexts = {
  saved: 'Note saved',
  deleted: 'Note deleted',
  noTrade: 'No such trade on this account.',
  noNote: 'No such note.',
} as const

addTranslations('fa', {
  [journalTexts.saved]: 'یادداشت ذخیره شد',
  [journalTexts.deleted]: 'یادداشت حذف شد',
  [journalTexts.noTrade]: 'چنین معامله‌ای در این حساب نیست.',
  [journalTexts.noNote]: 'چنین یادداشتی نیست.',
  // The contract's validation texts (contract/journal.ts); those the web checks too are
  // contract/validation-texts.ts.
  'The note must be text': 'یادداشت باید متن باشد',
  'The note is too long (2000 characters at most)':
    'یادداشت بیش از حد طولانی است (حداکثر ۲۰۰۰ نویسه)',
  'Tags must be a list of tags': 'برچسب‌ها باید فهرستی از برچسب باشند',
  'The search is too long': 'عبارت جستجو بیش از حد طولانی است',
  'trades must be up to 100 trade ids': 'trades باید تا ۱۰۰ شناسه معامله باشد',
  'date must be a day (YYYY-MM-DD)': 'تاریخ باید یک روز باشد (YYYY-MM-DD)',
})
