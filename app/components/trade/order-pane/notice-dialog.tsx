import { InfoIcon } from 'lucide-react'
import { Button } from '~/components/ui/button'
import { lazyOverlay, OnFirstOpen } from '~/components/ui/lazy-overlay'
import { m } from '~/paraglide/messages'

const notice = lazyOverlay(() => import('./notice-dialog-content'))

/** The notice about leverage and margin rules (spec §2 Trade). */
export function NoticeDialog({ accountMax }: { accountMax: number }) {
  return (
    <OnFirstOpen
      popup="dialog"
      preload={notice.preload}
      trigger={
        <Button type="button" variant="link" size="sm" className="h-auto px-0">
          <InfoIcon aria-hidden="true" />
          {m.trade_notice_open()}
        </Button>
      }
      overlay={(trigger) => <notice.Overlay accountMax={accountMax} trigger={trigger} />}
    />
  )
}
