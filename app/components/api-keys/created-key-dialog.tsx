import { CopyField } from '~/components/referral/copy-field'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '~/components/ui/dialog'
import { m } from '~/paraglide/messages'
import type { CreatedKey } from './create-key-form'
import { alertTemplate } from './tradingview-template'

/**
 * The new key's secret (and webhook URL), shown this once: the engine keeps
 * the secret sealed and only the webhook token's hash (decisions 610, 613),
 * so neither can be shown again. Closing forgets them.
 */
export function CreatedKeyDialog({
  created,
  onClose,
}: {
  created: CreatedKey | null
  onClose: () => void
}) {
  return (
    <Dialog open={created !== null} onOpenChange={(open) => (open ? null : onClose())}>
      {created ? (
        <DialogContent closeLabel={m.api_keys_close()} className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{m.api_keys_created_title({ label: created.key.label })}</DialogTitle>
            <DialogDescription>{m.api_keys_created_once()}</DialogDescription>
          </DialogHeader>
          <div className="grid gap-3" data-testid="created-key">
            <CopyField
              label={m.api_keys_api_key()}
              value={created.key.api_key}
              copyLabel={m.api_keys_copy()}
              copied={m.api_keys_copied_key()}
            />
            <CopyField
              label={m.api_keys_secret()}
              value={created.secret}
              copyLabel={m.api_keys_copy()}
              copied={m.api_keys_copied_secret()}
            />
            {created.webhook_url ? (
              <>
                <CopyField
                  label={m.api_keys_webhook_url()}
                  value={created.webhook_url}
                  copyLabel={m.api_keys_copy()}
                  copied={m.api_keys_copied_webhook()}
                />
                <p className="text-muted-foreground text-xs">{m.api_keys_webhook_url_secret()}</p>
                <CopyField
                  label={m.api_keys_alert_message()}
                  value={alertTemplate(created.key.accounts)}
                  copyLabel={m.api_keys_copy()}
                  copied={m.api_keys_copied_template()}
                />
              </>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" onClick={onClose}>
              {m.api_keys_saved()}
            </Button>
          </DialogFooter>
        </DialogContent>
      ) : null}
    </Dialog>
  )
}
