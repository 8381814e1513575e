import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UploadLimits } from '#contract/tickets.ts'
import { TextAreaField } from '~/components/fields/choice-and-text-fields'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { useServerErrors } from '~/lib/forms/server-errors'
import { ticketKeys } from '~/lib/queries/tickets'
import { m } from '~/paraglide/messages'
import { replyToTicket } from '~/server/generated/tickets.functions'
import { AttachmentPicker } from './attachment-picker'
import { replySchema } from './ticket-schemas'
import { useAttachments } from './use-attachments'

/** Spec §5: a reply's content is required; files within the limits. */
export function ReplyForm({ ticketId, limits }: { ticketId: number; limits: UploadLimits }) {
  const server = useServerErrors()
  const attachments = useAttachments(limits)
  const queryClient = useQueryClient()
  const reply = useMutation({ mutationFn: (form: FormData) => replyToTicket({ data: form }) })
  const form = useForm({
    defaultValues: { content: '' },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: replySchema() },
    onSubmit: async ({ value, formApi }) => {
      if (!attachments.ok) return
      const body = new FormData()
      body.append('ticketId', String(ticketId))
      body.append('content', value.content)
      attachments.appendTo(body)
      try {
        const answer = await reply.mutateAsync(body)
        queryClient.setQueryData(ticketKeys.detail(ticketId), { data: answer.data })
      } catch (error) {
        server.take(error)
        attachments.takeEngineErrors(error)
        return
      }
      formApi.reset()
      attachments.reset()
      await queryClient.invalidateQueries({
        queryKey: ticketKeys.all,
        predicate: (query) => query.queryKey[1] === 'list',
      })
    },
  })
  return (
    <Form onSubmit={() => void form.handleSubmit()} label={m.tickets_reply()}>
      <form.Field name="content">
        {(field) => (
          <TextAreaField field={field} server={server} label={m.tickets_reply_label()} rows={4} />
        )}
      </form.Field>
      <AttachmentPicker
        files={attachments.files}
        onChange={attachments.change}
        limits={limits}
        errors={attachments.errors}
      />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <SubmitButton busy={submitting} className="w-full sm:w-auto sm:justify-self-end">
            {m.tickets_send_reply()}
          </SubmitButton>
        )}
      </form.Subscribe>
    </Form>
  )
}
