/** What a visitor sees on the trade pages: sign in or sign up to trade. */
import { Link, useLocation } from '@tanstack/react-router'
import { Button } from '~/components/ui/button'
import { Card, CardContent } from '~/components/ui/card'
import { m } from '~/paraglide/messages'

export function VisitorPrompt() {
  const location = useLocation()
  return (
    <Card className="mx-auto max-w-md">
      <CardContent className="grid gap-4 p-8 text-center">
        <p className="font-medium">{m.trade_sign_in_prompt()}</p>
        <div className="flex justify-center gap-3">
          <Button asChild>
            <Link to="/signin" search={{ returnURL: location.href }}>
              {m.menu_signin()}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/signup">{m.menu_signup()}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}

export function NoChallenge() {
  return (
    <Card className="mx-auto max-w-md">
      <CardContent className="grid gap-4 p-8 text-center">
        <p className="font-medium">{m.trade_no_challenge()}</p>
        <div className="flex justify-center">
          <Button asChild>
            <Link to="/challenges/new">{m.nav_new_challenge()}</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  )
}
