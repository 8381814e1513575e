/**
 * Page titles kept in a module of their own, loaded the first time a page
 * that names one opens: their texts stay out of the entry chunk
 * (decision 545). `head` is a route's `head` option.
 */
export function lazyTitles<Page extends string>(load: () => Promise<Record<Page, () => string>>) {
  const title = async (page: Page): Promise<string> => (await load())[page]()
  const head = (page: Page) => async () => ({ meta: [{ title: await title(page) }] })
  return { title, head }
}
