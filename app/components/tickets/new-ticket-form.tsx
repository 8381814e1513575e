import { revalidateLogic, useForm } from '@tanstack/react-form'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { TicketDetail, TicketType, UploadLimits } from '#contract/tickets.ts'
import { SelectField, TextAreaField } from '~/components/fields/choice-and-text-fields'
import { Form } from '~/components/forms/form'
import { SubmitButton } from '~/components/forms/submit-button'
import { TextField } from '~/components/forms/text-field'
import { useServerErrors } from '~/lib/forms/server-errors'
import { ticketKeys } from '~/lib/queries/tickets'
import { m } from '~/paraglide/messages'
import { createTicket } from '~/server/generated/tickets.functions'
import { AttachmentPicker } from './attachment-picker'
import { newTicketSchema } from './ticket-schemas'
import { useAttachments } from './use-attachments'

interface Choice {
  id: number
  title: string
}

/**
 * Spec §5: type, subject and description required, and the challenge for
 * the types about an account; attachments within the limits.
 */
export function NewTicketForm({
  types,
  challenges,
  limits,
}: {
  types: TicketType[]
  challenges: Choice[]
  limits: UploadLimits
}) {
  const server = useServerErrors()
  const attachments = useAttachments(limits)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const needsChallenge = (typeId: string) =>
    types.find((t) => String(t.id) === typeId)?.challenge_required ?? false
  const create = useMutation({ mutationFn: (form: FormData) => createTicket({ data: form }) })
  const form = useForm({
    defaultValues: {
      type_id: types.length === 1 ? String(types[0]?.id) : '',
      user_challenge_id: challenges.length === 1 ? String(challenges[0]?.id) : '',
      subject: '',
      description: '',
    },
    validationLogic: revalidateLogic(),
    validators: { onDynamic: newTicketSchema(needsChallenge) },
    onSubmit: async ({ value }) => {
      if (!attachments.ok) return
      const body = new FormData()
      for (const [key, text] of Object.entries(value)) body.append(key, text)
      attachments.appendTo(body)
      let created: TicketDetail
      try {
        created = (await create.mutateAsync(body)).data
      } catch (error) {
        server.take(error)
        attachments.takeEngineErrors(error)
        return
      }
      queryClient.setQueryData(ticketKeys.detail(created.id), { data: created })
      await queryClient.invalidateQueries({ queryKey: ticketKeys.all, refetchType: 'none' })
      await navigate({ to: '/tickets/$ticketId', params: { ticketId: String(created.id) } })
    },
  })
  return (
    <Form onSubmit={() => void form.handleSubmit()} label={m.page_new_ticket()}>
      <div className="grid gap-4 sm:grid-cols-2">
        <form.Field name="type_id">
          {(field) => (
            <SelectField
              field={field}
              server={server}
              label={m.tickets_field_type()}
              // Spec §8: an empty type list says so in the select itself.
              placeholder={types.length === 0 ? m.tickets_no_type_found() : m.tickets_choose()}
              options={types.map((t) => ({ value: String(t.id), label: t.title }))}
            />
          )}
        </form.Field>
        <form.Subscribe selector={(state) => needsChallenge(state.values.type_id)}>
          {(required) => (
            <form.Field name="user_challenge_id">
              {(field) => (
                <SelectField
                  field={field}
                  server={server}
                  label={
                    required ? m.tickets_field_challenge() : m.tickets_field_challenge_optional()
                  }
                  placeholder={m.tickets_choose()}
                  options={challenges.map((c) => ({ value: String(c.id), label: c.title }))}
                />
              )}
            </form.Field>
          )}
        </form.Subscribe>
      </div>
      {challenges.length === 0 ? (
        <p className="rounded-md border border-warning/40 bg-warning/10 p-3 text-sm">
          {m.tickets_no_challenges()}
        </p>
      ) : null}
      <form.Field name="subject">
        {(field) => (
          <TextField field={field} server={server} label={m.tickets_field_subject()} dir="auto" />
        )}
      </form.Field>
      <form.Field name="description">
        {(field) => (
          <TextAreaField
            field={field}
            server={server}
            label={m.tickets_field_description()}
            rows={6}
          />
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
            {m.tickets_send()}
          </SubmitButton>
        )}
      </form.Subscribe>
    </Form>
  )
}
