import type { panelTitles } from './panel-titles'

type PanelPage = keyof typeof panelTitles

/** A panel page's title, whose text loads with the panel's pages (decision 545). */
export async function panelTitle(page: PanelPage): Promise<string> {
  const { panelTitles } = await import('./panel-titles')
  return panelTitles[page]()
}

/** A panel route's `head`: its title alone. */
export const panelHead = (page: PanelPage) => async () => ({
  meta: [{ title: await panelTitle(page) }],
})
