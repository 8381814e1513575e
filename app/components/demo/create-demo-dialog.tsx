import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { Button } from '~/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '~/components/ui/dialog'
import { Input } from '~/components/ui/input'
import { demoSchema } from '~/lib/forms/money-schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { formatUsdt } from '~/lib/money-format'
import { userChallengeKeys } from '~/lib/queries/user-challenges'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'
import { createDemo } from '~/server/generated/user-challenges.functions'

/** Fixed by rules.md: every demo starts with 10 000 USDT. */
export const DEMO_BALANCE = '10000'

/** "Create Demo Account": a title and the fixed balance (spec §2, Demo). */
export function CreateDemoDialog() {
  const [open, setOpen] = useState(false)
  const balanceId = useId()
  const queryClient = useQueryClient()
  const server = useServerErrors()
  const create = useMutation({
    mutationFn: (title: string) => createDemo({ data: { body: { title } } }),
  })
  const form = useForm({
    defaultValues: { title: String(m.demo_default_title()) },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: demoSchema() },
    onSubmit: async ({ value }) => {
      try {
        const answer = await create.mutateAsync(value.title.trim())
        // The engine's answer carries its own toast (spec §8); one is enough.
        if (!answer.message) showToast('success', m.demo_created())
        setOpen(false)
        await queryClient.invalidateQueries({ queryKey: userChallengeKeys.all })
      } catch (error) {
        // Refused (say, a demo made in another tab): the reason stays under the
        // field; the page catches up when the dialog closes.
        server.take(error)
      }
    },
  })
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next && create.isError)
          void queryClient.invalidateQueries({ queryKey: userChallengeKeys.all })
      }}
    >
      <DialogTrigger asChild>
        <Button>{m.demo_create()}</Button>
      </DialogTrigger>
      <DialogContent closeLabel={m.money_dialog_close()}>
        <DialogTitle>{m.demo_create()}</DialogTitle>
        <DialogDescription>{m.demo_dialog_description()}</DialogDescription>
        <Form onSubmit={() => void form.handleSubmit()} label={m.demo_create()}>
          <form.Field name="title">
            {(field) => <TextField field={field} server={server} label={m.demo_field_title()} />}
          </form.Field>
          <div className="grid gap-1.5">
            <label htmlFor={balanceId} className="font-medium text-sm">
              {m.demo_field_balance()}
            </label>
            <Input id={balanceId} value={formatUsdt(DEMO_BALANCE)} readOnly dir="ltr" />
          </div>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => <SubmitButton busy={submitting}>{m.demo_submit()}</SubmitButton>}
          </form.Subscribe>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
