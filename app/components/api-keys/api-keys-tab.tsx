import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ProfileSection } from '~/components/profile/profile-section'
import { localDigits } from '~/lib/format'
import { apiKeysQuery } from '~/lib/queries/api-keys'
import { m } from '~/paraglide/messages'
import { type CreatedKey, CreateKeyForm } from './create-key-form'
import { CreatedKeyDialog } from './created-key-dialog'
import { KeyRow } from './key-row'

/**
 * Profile → API keys (decisions 610-614): the keys a bot or a TradingView
 * alert trades with, a new one (its secret shown once), revoke, and the
 * documentation's way.
 */
export function ApiKeysTab() {
  const { data: answer } = useSuspenseQuery(apiKeysQuery())
  const [created, setCreated] = useState<CreatedKey | null>(null)
  const keys = answer.data
  const live = keys.filter((k) => k.revoked_at === null).length
  const max = answer.meta.max_keys
  return (
    <div className="grid gap-6">
      <ProfileSection id="api-keys" title={m.api_keys_title()} description={m.api_keys_help()}>
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="text-muted-foreground" data-testid="api-keys-count">
              {m.api_keys_count({ count: localDigits(live), max: localDigits(max) })}
            </span>
            <Link to="/api-docs" className="text-primary underline-offset-4 hover:underline">
              {m.api_keys_docs_link()}
            </Link>
          </div>
          {keys.length === 0 ? (
            <p className="text-muted-foreground text-sm">{m.api_keys_none()}</p>
          ) : (
            <ul className="grid gap-3" aria-label={m.api_keys_title()}>
              {keys.map((k) => (
                <KeyRow key={k.id} apiKey={k} />
              ))}
            </ul>
          )}
        </div>
      </ProfileSection>
      <ProfileSection id="api-key-new" title={m.api_keys_create_title()}>
        {live >= max ? (
          <p className="text-muted-foreground text-sm">
            {m.api_keys_at_max({ max: localDigits(max) })}
          </p>
        ) : (
          <CreateKeyForm twoFactor={answer.meta.two_factor} onCreated={setCreated} />
        )}
      </ProfileSection>
      <CreatedKeyDialog created={created} onClose={() => setCreated(null)} />
    </div>
  )
}
