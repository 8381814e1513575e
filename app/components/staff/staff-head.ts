import { lazyTitles } from '~/lib/lazy-titles'

/** The console's page titles, loaded with its pages (decision 545). */
export const { head: staffHead } = lazyTitles(() =>
  import('./staff-titles').then((module) => module.staffTitles),
)
