import { lazyTitles } from '~/lib/lazy-titles'

/** The panel's page titles, loaded with its pages (decision 545). */
export const { title: panelTitle, head: panelHead } = lazyTitles(() =>
  import('./panel-titles').then((module) => module.panelTitles),
)
