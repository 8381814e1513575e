import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { m } from '~/paraglide/messages'

/**
 * A staff action that cannot be taken back lightly (taking a product off
 * sale, deleting a coupon, closing a ticket, changing a role): the button
 * opens a question, the action runs only on its confirmation.
 */
export function ConfirmDialog({
  trigger,
  title,
  description,
  confirm,
  destructive,
  disabled,
  onConfirm,
  onRefused,
}: {
  trigger: string
  title: string
  description: ReactNode
  confirm: string
  destructive?: boolean
  disabled?: boolean
  onConfirm: () => Promise<unknown>
  /** After a refusal (already toasted): e.g. put a select back on the value that stands. */
  onRefused?: () => void
}) {
  const [open, setOpen] = useState(false)
  // Through a mutation: toasts, 401 and 403 are handled as for every call (decision 143).
  // A refusal closes the question too: its reason is toasted, and asking again would
  // only be refused again (issue 32: "The last admin cannot be demoted" left it open).
  const act = useMutation({
    mutationFn: onConfirm,
    onSuccess: () => setOpen(false),
    onError: () => {
      setOpen(false)
      onRefused?.()
    },
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" disabled={disabled}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={m.money_dialog_close()}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div>{description}</div>
        </DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={() => setOpen(false)}>
            {m.staff_cancel()}
          </Button>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            disabled={act.isPending}
            onClick={() => act.mutate()}
          >
            {confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  )
}
