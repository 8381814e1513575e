/**
 * Toasts without paying for them on first load: the toaster (sonner) is
 * fetched and mounted when the first toast is asked for, and that toast
 * waits until it listens.
 */
export type ToastType = 'success' | 'info' | 'warning' | 'error'

let markReady: () => void = () => {}
const toasterReady = new Promise<void>((resolve) => {
  markReady = resolve
})
let wanted = false
const listeners = new Set<() => void>()

/** Called by the toaster once it is mounted and listening. */
export function toasterMounted(): void {
  markReady()
}

/** Whether a toast was ever asked for, so the toaster should mount. */
export function toasterWanted(): boolean {
  return wanted
}

export function onToasterWanted(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function showToast(type: ToastType, message: string): void {
  if (!wanted) {
    wanted = true
    for (const listener of listeners) listener()
  }
  void Promise.all([import('sonner'), toasterReady]).then(([{ toast }]) => {
    toast[type](message)
  })
}
