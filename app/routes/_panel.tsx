import { createFileRoute, Outlet } from '@tanstack/react-router'
import { PanelFrame } from '~/components/layout/panel-frame'

export const Route = createFileRoute('/_panel')({
  component: () => (
    <PanelFrame>
      <Outlet />
    </PanelFrame>
  ),
})
