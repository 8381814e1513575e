import { m } from '~/paraglide/messages'
import { StatusPage } from './status-page'

export function ForbiddenPage() {
  return <StatusPage code="403" title={m.error_403_title()} body={m.error_403_body()} />
}
