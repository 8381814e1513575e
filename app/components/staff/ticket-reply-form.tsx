import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useId, useRef } from 'react'
import { z } from 'zod/mini'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { firstError } from '~/components/forms/text-field'
import { Input } from '~/components/ui/input'
import { useServerErrors } from '~/lib/forms/server-errors'
import { staffTicketKeys } from '~/lib/queries/staff-tickets'
import { showToast } from '~/lib/toast'
import { m } from '~/paraglide/messages'
import { replyToStaffTicket } from '~/server/generated/staff-tickets.functions'

const schema = () =>
  z.object({
    content: z
      .string()
      .check(
        z.refine((v) => v.trim() !== '', { error: () => m.staff_validation_reply_required() }),
      ),
  })

/** Support's answer to a ticket: text and optional files; the trader is notified. */
export function TicketReplyForm({ ticketId }: { ticketId: number }) {
  const id = useId()
  const files = useRef<HTMLInputElement>(null)
  const server = useServerErrors()
  const queryClient = useQueryClient()
  const reply = useMutation({
    mutationFn: async (content: string) => {
      const form = new FormData()
      form.append('ticketId', String(ticketId))
      form.append('content', content)
      for (const file of files.current?.files ?? []) form.append('attachments[]', file)
      // The answer fills the thread; its message is not handed to the mutation, which
      // would toast it beside "Reply sent" (issue 25: one toast per action).
      const answer = await replyToStaffTicket({ data: form })
      queryClient.setQueryData(staffTicketKeys.detail(ticketId), answer)
    },
  })
  const form = useForm({
    defaultValues: { content: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: schema() },
    onSubmit: async ({ value, formApi }) => {
      try {
        await reply.mutateAsync(value.content.trim())
        await queryClient.invalidateQueries({ queryKey: staffTicketKeys.all })
        showToast('success', m.staff_reply_sent())
        formApi.reset()
        if (files.current) files.current.value = ''
      } catch (error) {
        server.take(error)
      }
    },
  })
  return (
    <Form onSubmit={() => void form.handleSubmit()} label={m.staff_reply()}>
      <form.Field name="content">
        {(field) => {
          const error = firstError(field.state.meta.errors) ?? server.of('content')
          return (
            <div className="grid gap-1.5">
              <label htmlFor={id} className="font-medium text-sm">
                {m.staff_reply()}
              </label>
              <textarea
                id={id}
                rows={4}
                // Persian typed in the English console runs right to left, and the reverse.
                dir="auto"
                value={field.state.value}
                onBlur={field.handleBlur}
                onChange={(e) => {
                  field.handleChange(e.target.value)
                  server.clear('content')
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
                className="rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive sm:text-sm dark:bg-input/30"
              />
              {error ? (
                <p id={`${id}-error`} className="text-destructive text-sm">
                  {error}
                </p>
              ) : null}
            </div>
          )
        }}
      </form.Field>
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-files`} className="font-medium text-sm">
          {m.staff_attachments()}
        </label>
        <Input id={`${id}-files`} ref={files} type="file" multiple />
        {server.of('attachments') ? (
          <p className="text-destructive text-sm">{server.of('attachments')}</p>
        ) : null}
      </div>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="w-auto justify-self-start">
            {m.staff_send_reply()}
          </SubmitButton>
        )}
      </form.Subscribe>
    </Form>
  )
}
