import { m } from '~/paraglide/messages'
import { StatusPage } from './status-page'

export function NotFoundPage() {
  return <StatusPage code="404" title={m.error_404_title()} body={m.error_404_body()} />
}
