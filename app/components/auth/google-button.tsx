import { useMutation } from '@tanstack/react-query'
import { Button } from '~/components/ui/button'
import { rememberOAuthReturn } from '~/lib/auth/oauth-return'
import { m } from '~/paraglide/messages'
import { getOAuthRedirect } from '~/server/generated/auth.functions'

function GoogleMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4">
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.79-.07-1.54-.2-2.27H12v4.3h6.45a5.5 5.5 0 0 1-2.4 3.62v3h3.87c2.27-2.09 3.58-5.17 3.58-8.65Z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.96-1.07 7.94-2.9l-3.87-3c-1.08.72-2.45 1.15-4.07 1.15-3.13 0-5.78-2.11-6.73-4.96H1.27v3.1A12 12 0 0 0 12 24Z"
      />
      <path
        fill="#FBBC05"
        d="M5.27 14.29A7.2 7.2 0 0 1 4.9 12c0-.8.14-1.57.38-2.29v-3.1H1.27a12 12 0 0 0 0 10.78l4-3.1Z"
      />
      <path
        fill="#EA4335"
        d="M12 4.75c1.76 0 3.35.61 4.6 1.8l3.43-3.43A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.27 6.61l4 3.1C6.22 6.86 8.87 4.75 12 4.75Z"
      />
    </svg>
  )
}

/** Sign in with Google: the upstream names the provider URL, the browser goes there. */
export function GoogleButton({ returnURL }: { returnURL: string | undefined }) {
  const redirect = useMutation({
    mutationFn: () => getOAuthRedirect({ data: { params: { provider: 'google' } } }),
    onSuccess: (answer) => {
      rememberOAuthReturn(returnURL)
      window.location.assign(answer.data.url)
    },
  })
  return (
    <Button
      type="button"
      variant="outline"
      className="w-full"
      disabled={redirect.isPending || redirect.isSuccess}
      onClick={() => redirect.mutate()}
    >
      <GoogleMark />
      {m.auth_google()}
    </Button>
  )
}
