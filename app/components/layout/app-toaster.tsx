import { lazy, Suspense, useEffect, useState } from 'react'
import type { Direction } from '~/lib/locale'
import { onToasterWanted, toasterMounted, toasterWanted } from '~/lib/toast'

const Toaster = lazy(() =>
  import('sonner').then(({ Toaster }) => ({
    default: function MountedToaster(props: { dir: Direction; dark: boolean }) {
      useEffect(() => toasterMounted(), [])
      return (
        <Toaster
          position="top-center"
          duration={5000}
          dir={props.dir}
          theme={props.dark ? 'dark' : 'light'}
          richColors
          closeButton
        />
      )
    },
  })),
)

/** Spec §9: toasts top-center, closing after 5000 ms. Mounted with the first toast. */
export function AppToaster({ dir }: { dir: Direction }) {
  const [dark, setDark] = useState<boolean | null>(null)
  const [wanted, setWanted] = useState(false)
  useEffect(() => {
    if (toasterWanted()) setWanted(true)
    return onToasterWanted(() => setWanted(true))
  }, [])
  useEffect(() => {
    const root = document.documentElement
    const read = () => setDark(root.classList.contains('dark'))
    read()
    const observer = new MutationObserver(read)
    observer.observe(root, { attributes: true, attributeFilter: ['class'] })
    return () => observer.disconnect()
  }, [])
  if (dark === null || !wanted) return null
  return (
    <Suspense fallback={null}>
      <Toaster dir={dir} dark={dark} />
    </Suspense>
  )
}
