import { Sheet, SheetContent, SheetDescription, SheetTitle } from '~/components/ui/sheet'
import { m } from '~/paraglide/messages'
import { Brand } from './brand'
import { SidebarNav } from './sidebar-nav'

/** The panel's navigation as a sheet on small screens, loaded on its first opening (panel-frame.tsx). */
export default function SidebarSheet({
  open,
  setOpen,
}: {
  open: boolean
  setOpen(open: boolean): void
}) {
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetContent closeLabel={m.sidebar_close()} data-testid="sidebar-sheet">
        <SheetTitle className="flex h-14 items-center border-b px-5">
          <Brand />
        </SheetTitle>
        <SheetDescription className="sr-only">{m.nav_main_label()}</SheetDescription>
        <div className="flex-1 overflow-y-auto">
          <SidebarNav onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  )
}
