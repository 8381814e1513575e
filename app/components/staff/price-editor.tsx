import { useMutation } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Button } from '~/components/ui/button'
import { Input } from '~/components/ui/input'
import { firstFieldErrors } from '~/lib/http-error'
import { m } from '~/paraglide/messages'

const DECIMAL = /^\d+(\.\d+)?$/

/** One price (or percent) edited in place; saved on its own. */
export function PriceEditor({
  label,
  value,
  field,
  onSave,
}: {
  label: string
  value: string
  field: string
  onSave: (value: string) => Promise<unknown>
}) {
  const id = useId()
  const [text, setText] = useState(value)
  const [error, setError] = useState<string>()
  const mutation = useMutation({ mutationFn: onSave })
  const save = async () => {
    const v = text.trim()
    if (!DECIMAL.test(v) || !/[1-9]/.test(v)) {
      setError(m.money_validation_amount_invalid())
      return
    }
    try {
      await mutation.mutateAsync(v)
      setError(undefined)
    } catch (e) {
      setError(firstFieldErrors(e)[field])
    }
  }
  return (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Input
          id={id}
          value={text}
          onChange={(e) => setText(e.target.value)}
          inputMode="decimal"
          dir="ltr"
          className="h-8 w-28"
          aria-invalid={error ? true : undefined}
        />
        <Button
          size="sm"
          variant="outline"
          disabled={mutation.isPending || text.trim() === value}
          onClick={() => void save()}
        >
          {m.staff_save()}
        </Button>
      </div>
      {error ? <p className="text-destructive text-xs">{error}</p> : null}
    </div>
  )
}
