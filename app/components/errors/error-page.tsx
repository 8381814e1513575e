import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Button } from '~/components/ui/button'
import { asHttpError } from '~/lib/http-error'
import { m } from '~/paraglide/messages'
import { StatusPage } from './status-page'

/**
 * The error boundary's page. The error itself is logged, never shown; an
 * error from the server shows its request id, which support finds in the
 * web's and the engine's logs (docs/decisions/402).
 */
export function ErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  useEffect(() => {
    console.error(error)
  }, [error])
  return (
    <StatusPage
      title={m.error_general_title()}
      body={m.error_general_body()}
      reference={asHttpError(error)?.requestId}
    >
      <Button
        variant="outline"
        onClick={() => {
          reset()
          void router.invalidate()
        }}
      >
        {m.error_try_again()}
      </Button>
    </StatusPage>
  )
}
