// Written by scripts/gen.ts (npm run gen) from contract/ and
// app/server/server-functions.manifest.ts: edit those, not this file.

/** Server functions of /v1 notifications (contract/notifications.ts). */
import { createServerFn } from '@tanstack/react-start'
import { api } from '#contract/index.ts'
import { callEndpoint } from '../upstream/call.server'
import { endpointInput } from '../upstream/endpoint-input'

export const listNotifications = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.notifications.list))
  .handler(({ data }) => callEndpoint(api.notifications.list, data))

export const listRecentNotifications = createServerFn({ method: 'GET' })
  .validator(endpointInput(api.notifications.recent))
  .handler(({ data }) => callEndpoint(api.notifications.recent, data))

export const markAllNotificationsRead = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.notifications.markAllRead))
  .handler(({ data }) => callEndpoint(api.notifications.markAllRead, data))

export const markNotificationRead = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.notifications.markRead))
  .handler(({ data }) => callEndpoint(api.notifications.markRead, data))

export const markNotificationUnread = createServerFn({ method: 'POST' })
  .validator(endpointInput(api.notifications.markUnread))
  .handler(({ data }) => callEndpoint(api.notifications.markUnread, data))
