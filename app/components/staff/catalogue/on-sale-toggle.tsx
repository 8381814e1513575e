import { useMutation } from '@tanstack/react-query'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { ConfirmDialog } from '../confirm-dialog'

/**
 * A product's on-sale flag: putting it on sale is one click; taking it off
 * asks first (traders stop seeing it at once, decision 375).
 */
export function OnSaleToggle({
  active,
  title,
  note,
  busy,
  onChange,
}: {
  active: boolean
  title: string
  /** What going off sale means for this product (a program: all its challenges). */
  note?: string
  busy: boolean
  onChange: (active: boolean) => Promise<unknown>
}) {
  // Through a mutation, as ConfirmDialog's is: a refusal is toasted once, never lost.
  const putOnSale = useMutation({
    mutationFn: async () => {
      await onChange(true)
    },
  })
  if (!active)
    return (
      <Button
        size="sm"
        variant="outline"
        disabled={busy || putOnSale.isPending}
        onClick={() => putOnSale.mutate()}
      >
        {m.staff_put_on_sale()}
      </Button>
    )
  return (
    <ConfirmDialog
      trigger={m.staff_take_off_sale()}
      title={m.staff_take_off_sale_title({ title })}
      description={note ?? m.staff_take_off_sale_note()}
      confirm={m.staff_take_off_sale()}
      destructive
      disabled={busy}
      onConfirm={() => onChange(false)}
    />
  )
}
