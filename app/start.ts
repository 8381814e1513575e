/**
 * Start's instance options. With this file present Start no longer adds
 * its CSRF check to server functions by itself, so it is added here.
 */
import { createCsrfMiddleware, createStart } from '@tanstack/react-start'
import { httpErrorTransport } from './lib/http-error-transport'

const csrfMiddleware = createCsrfMiddleware({
  filter: (ctx) => ctx.handlerType === 'serverFn',
})

export const startInstance = createStart(() => ({
  requestMiddleware: [csrfMiddleware],
  serializationAdapters: [httpErrorTransport],
}))
