import type { ReactNode } from 'react'
import { Button } from '~/components/ui/button'
import { DialogClose } from '~/components/ui/dialog'
import { m } from '~/paraglide/messages'

/**
 * A staff dialog's closing row: Cancel beside the action, so a dialog opened by
 * mistake closes without reaching for the corner × (issue 32).
 */
export function DialogActions({ children }: { children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 [&>[type=submit]]:w-auto">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          {m.staff_cancel()}
        </Button>
      </DialogClose>
      {children}
    </div>
  )
}
