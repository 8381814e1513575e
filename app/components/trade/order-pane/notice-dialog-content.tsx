import type { ReactElement } from 'react'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { m } from '~/paraglide/messages'

/** The notice dialog, loaded on its first opening (notice-dialog.tsx). */
export default function NoticeDialogContent({
  accountMax,
  trigger,
}: {
  accountMax: number
  trigger: ReactElement
}) {
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent closeLabel={m.trade_close_label()}>
        <DialogHeader>
          <DialogTitle>{m.trade_notice_title()}</DialogTitle>
        </DialogHeader>
        <ul className="grid list-disc gap-2 ps-5 text-sm">
          <li>{m.trade_notice_cross()}</li>
          <li>{m.trade_notice_leverage({ max: accountMax })}</li>
          <li>{m.trade_notice_margin()}</li>
          <li>{m.trade_notice_liquidation()}</li>
          <li>{m.trade_notice_rules()}</li>
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button">{m.trade_notice_ok()}</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
