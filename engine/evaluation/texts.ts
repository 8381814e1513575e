/** Texts of the live evaluation (notifications, close-out reasons), with their Persian. */
import { addTranslations } from '../i18n.ts'

export const evaluationTexts = {
  breachTitle: 'Challenge failed',
  breachDailyBody:
    '{title} reached the daily drawdown floor ({floor} USDT) with equity {equity} USDT. Positions were closed and orders cancelled.',
  breachTotalBody:
    '{title} reached the total drawdown floor ({floor} USDT) with equity {equity} USDT. Positions were closed and orders cancelled.',
  breachTrailingBody:
    '{title} reached the trailing total drawdown floor ({floor} USDT) with equity {equity} USDT. Positions were closed and orders cancelled.',
  warningTitle: 'Drawdown warning',
  warningDailyBody:
    '{title} has used 80 % of its daily drawdown limit: {room} USDT left before the floor of {floor} USDT (equity {equity} USDT).',
  warningTotalBody:
    '{title} has used 80 % of its total drawdown limit: {room} USDT left before the floor of {floor} USDT (equity {equity} USDT).',
  warningTrailingBody:
    '{title} has used 80 % of its trailing total drawdown limit: {room} USDT left before the floor of {floor} USDT (equity {equity} USDT).',
  /** Warnings stored before the room was said (still rendered). */
  warningDailyBodyBefore:
    '{title} has used 80 % of its daily drawdown limit: equity {equity} USDT, floor {floor} USDT.',
  warningTotalBodyBefore:
    '{title} has used 80 % of its total drawdown limit: equity {equity} USDT, floor {floor} USDT.',
  passedTitle: 'Step passed',
  passedNextBody: '{title} passed Step 1. Your Step 2 account is open with {size} USDT.',
  passedStepBody: '{title} passed Step {step}. Your Step {next} account is open with {size} USDT.',
  passedLastBody: '{title} passed every step. You can now request the real account.',
  expiredTitle: 'Challenge expired',
  expiredBody: '{title} ran out of days before reaching the profit target.',
  stepNotFound: 'No step found.',
  /** Close-out reasons on the orders and positions. */
  reasonDaily: 'Daily drawdown breached',
  reasonTotal: 'Total drawdown breached',
  reasonTrailing: 'Trailing total drawdown breached',
  reasonExpired: 'Time limit reached',
} as const

addTranslations('fa', {
  [evaluationTexts.breachTitle]: 'چالش مردود شد',
  [evaluationTexts.breachDailyBody]:
    '{title} با اکوئیتی {equity} USDT به کف افت روزانه ({floor} USDT) رسید. پوزیشن‌ها بسته و سفارش‌ها لغو شدند.',
  [evaluationTexts.breachTotalBody]:
    '{title} با اکوئیتی {equity} USDT به کف افت کل ({floor} USDT) رسید. پوزیشن‌ها بسته و سفارش‌ها لغو شدند.',
  [evaluationTexts.breachTrailingBody]:
    '{title} با اکوئیتی {equity} USDT به کف افت کل شناور ({floor} USDT) رسید. پوزیشن‌ها بسته و سفارش‌ها لغو شدند.',
  [evaluationTexts.warningTitle]: 'هشدار افت سرمایه',
  [evaluationTexts.warningDailyBody]:
    '{title} ۸۰٪ از حد افت روزانه را مصرف کرده است: {room} USDT تا کف {floor} USDT مانده است (اکوئیتی {equity} USDT).',
  [evaluationTexts.warningTotalBody]:
    '{title} ۸۰٪ از حد افت کل را مصرف کرده است: {room} USDT تا کف {floor} USDT مانده است (اکوئیتی {equity} USDT).',
  [evaluationTexts.warningTrailingBody]:
    '{title} ۸۰٪ از حد افت کل شناور را مصرف کرده است: {room} USDT تا کف {floor} USDT مانده است (اکوئیتی {equity} USDT).',
  [evaluationTexts.warningDailyBodyBefore]:
    '{title} ۸۰٪ از حد افت روزانه را مصرف کرده است: اکوئیتی {equity} USDT، کف {floor} USDT.',
  [evaluationTexts.warningTotalBodyBefore]:
    '{title} ۸۰٪ از حد افت کل را مصرف کرده است: اکوئیتی {equity} USDT، کف {floor} USDT.',
  [evaluationTexts.passedTitle]: 'مرحله با موفقیت گذرانده شد',
  [evaluationTexts.passedNextBody]:
    '{title} در مرحله ۱ قبول شد. حساب مرحله ۲ با {size} USDT باز شد.',
  [evaluationTexts.passedStepBody]:
    '{title} در مرحله {step} قبول شد. حساب مرحله {next} با {size} USDT باز شد.',
  [evaluationTexts.passedLastBody]:
    '{title} در همه مرحله‌ها قبول شد. اکنون می‌توانید حساب واقعی را درخواست کنید.',
  [evaluationTexts.expiredTitle]: 'مهلت چالش تمام شد',
  [evaluationTexts.expiredBody]: 'مهلت {title} پیش از رسیدن به هدف سود تمام شد.',
  [evaluationTexts.stepNotFound]: 'مرحله‌ای پیدا نشد.',
  [evaluationTexts.reasonDaily]: 'عبور از حد افت روزانه',
  [evaluationTexts.reasonTotal]: 'عبور از حد افت کل',
  [evaluationTexts.reasonTrailing]: 'عبور از حد افت کل شناور',
  [evaluationTexts.reasonExpired]: 'پایان مهلت',
})
