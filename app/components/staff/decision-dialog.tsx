import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
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
import { firstFieldErrors, statusOf } from '~/lib/http-error'
import { staffKeys } from '~/lib/queries/staff'
import { m } from '~/paraglide/messages'
import { DialogActions } from './dialog-actions'

/**
 * A refusal that is not about the note: the row changed under us (another
 * staff member decided it first: 409, or 422 on the request itself). The
 * dialog closes and the lists refetch, so the row shows what happened
 * instead of a stale Pending with its buttons (issue 25).
 */
export function isStaleDecision(error: unknown): boolean {
  const status = statusOf(error)
  if (status === 409 || status === 404) return true
  const fields = firstFieldErrors(error)
  return status === 422 && !('note' in fields) && !('reference' in fields)
}

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
  reference,
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
  /**
   * A second, required field: the transaction reference of a refund staff
   * send by hand (NOWPayments). Its label and its required error.
   */
  reference?: { label: string; requiredText: () => string }
  onDecide: (note: string, reference: string) => Promise<unknown>
}) {
  const [open, setOpen] = useState(false)
  const server = useServerErrors()
  const queryClient = useQueryClient()
  // Through a mutation: toasts, 401 and 403 are handled as for every call (decision 143).
  const decide = useMutation({
    mutationFn: (value: { note: string; reference: string }) =>
      onDecide(value.note, value.reference),
    // A refusal shown under its field is not toasted as well.
    meta: { fieldErrorsShown: true },
  })
  const noteSchema = noteRequired
    ? decisionNoteSchema(requiredText)
    : z.object({ note: z.string() })
  const form = useForm({
    defaultValues: { note: '', reference: '' },
    validationLogic: revalidateLogic(),
    validators: {
      onDynamic: z.object({
        ...noteSchema.shape,
        reference: reference
          ? z
              .string()
              .check(z.refine((v) => v.trim() !== '', { error: () => reference.requiredText() }))
          : z.string(),
      }),
    },
    onSubmit: async ({ value, formApi }) => {
      try {
        await decide.mutateAsync({ note: value.note.trim(), reference: value.reference.trim() })
        formApi.reset()
        setOpen(false)
      } catch (error) {
        server.take(error)
        // Whatever refused it, the row may have moved on: refetch the lists.
        void queryClient.invalidateQueries({ queryKey: staffKeys.all })
        if (isStaleDecision(error)) {
          formApi.reset()
          setOpen(false)
        }
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
          {reference ? (
            <form.Field name="reference">
              {(field) => (
                <TextField
                  field={field}
                  server={server}
                  label={reference.label}
                  autoComplete="off"
                  dir="ltr"
                />
              )}
            </form.Field>
          ) : null}
          <DialogActions>
            <form.Subscribe selector={(state) => state.isSubmitting}>
              {(submitting) => (
                <SubmitButton
                  busy={submitting}
                  variant={destructive ? 'outline' : 'default'}
                  className="w-auto"
                >
                  {action}
                </SubmitButton>
              )}
            </form.Subscribe>
          </DialogActions>
        </Form>
      </DialogContent>
    </Dialog>
  )
}
