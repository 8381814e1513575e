/** Texts of the notifications endpoints, with their Persian. */
import { addTranslations } from '../i18n.ts'

export const notificationTexts = {
  notFound: 'No notification found.',
  allRead: 'All notifications are marked as read.',
} as const

addTranslations('fa', {
  [notificationTexts.notFound]: 'اعلانی پیدا نشد.',
  [notificationTexts.allRead]: 'همه اعلان‌ها خوانده‌شده علامت خوردند.',
  'NotificationId is invalid': 'شناسه اعلان معتبر نیست.',
  'Page is invalid': 'شماره صفحه معتبر نیست.',
  'Per page is invalid': 'تعداد در هر صفحه معتبر نیست.',
})
