import { InfoIcon } from 'lucide-react'
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

/** The notice about leverage and margin rules (spec §2 Trade). */
export function NoticeDialog({ accountMax }: { accountMax: number }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button type="button" variant="link" size="sm" className="h-auto px-0">
          <InfoIcon aria-hidden="true" />
          {m.trade_notice_open()}
        </Button>
      </DialogTrigger>
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
