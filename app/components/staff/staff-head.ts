import type { staffTitles } from './staff-titles'

/** A staff route's `head`: its title, whose text loads with the console (decision 545). */
export const staffHead = (page: keyof typeof staffTitles) => async () => {
  const { staffTitles } = await import('./staff-titles')
  return { meta: [{ title: staffTitles[page]() }] }
}
