import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { Spinner } from '~/components/ui/spinner'
import { m } from '~/paraglide/messages'
import { logout } from '~/server/generated/auth.functions'

/**
 * /signout and /logout: the sign-out call, then sign-in with every cached
 * query gone (spec §4). Runs in the browser after hydration, so a link or
 * image pointing here cannot sign anyone out by itself.
 */
export function SignOut() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const signOut = useMutation({ mutationFn: () => logout() })
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    signOut.mutate(undefined, {
      onSettled: () => {
        queryClient.clear()
        void navigate({ to: '/signin', replace: true })
      },
    })
  }, [signOut, queryClient, navigate])
  return (
    <div className="flex min-h-[30dvh] items-center justify-center text-muted-foreground">
      <Spinner label={m.signout_progress()} />
    </div>
  )
}
