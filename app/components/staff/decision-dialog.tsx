import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { z } from 'zod/mini'
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
import { decisionNoteSchema } from '~/lib/forms/money-schemas'
import { useServerErrors } from '~/lib/forms/server-errors'
import { m } from '~/paraglide/messages'

/**
 * One staff decision (pay, approve, reject) with its note: required where
 * the trader must be told why or given the result, optional otherwise.
 */
export function DecisionDialog({
  action,
  title,
  description,
  noteLabel,
  noteRequired,
  requiredText,
  destructive,
  onDecide,
}: {
  action: string
  title: string
  description: ReactNode
  noteLabel: string
  noteRequired: boolean
  /** The required note's error, in the words of its label. */
  requiredText?: () => string
  destructive?: boolean
  onDecide: (note: string) => Promise<unknown>
}) {
  const [open, setOpen] = useState(false)
  const server = useServerErrors()
  // Through a mutation: toasts, 401 and 403 are handled as for every call (decision 143).
  const decide = useMutation({ mutationFn: onDecide })
  const form = useForm({
    defaultValues: { note: '' },
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: noteRequired ? decisionNoteSchema(requiredText) : z.object({ note: z.string() }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await decide.mutateAsync(value.note.trim())
        formApi.reset()
        setOpen(false)
      } catch (error) {
        server.take(error)
      }
    },
  })
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button size="sm" variant={destructive ? 'outline' : 'default'}>
          {action}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={m.money_dialog_close()}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div>{description}</div>
        </DialogDescription>
        <Form onSubmit={() => void form.handleSubmit()} label={title}>
          <form.Field name="note">
            {(field) => (
              <TextField
                field={field}
                server={server}
                label={noteRequired ? noteLabel : `${noteLabel} ${m.staff_optional()}`}
                autoComplete="off"
              />
            )}
          </form.Field>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(submitting) => (
              <SubmitButton busy={submitting} variant={destructive ? 'outline' : 'default'}>
                {action}
              </SubmitButton>
            )}
          </form.Subscribe>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
