/**
 * Keeps code no page runs out of the browser bundle, for the first-load
 * budget of docs/decisions/003 (measured in docs/decisions/141):
 * TanStack Form's devtools reporter, its FormGroup component and its field
 * groups (useFieldGroup) become small stand-ins in app/lib/build-stubs/.
 * The server build is untouched.
 */
import path from 'node:path'
import type { Plugin } from 'vite'

const stubs = path.resolve(import.meta.dirname, '../app/lib/build-stubs')

export function trimUnused(): Plugin {
  return {
    name: 'proptrade:trim-unused',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source === '@tanstack/devtools-event-client') {
        return path.join(stubs, 'devtools-event-client.ts')
      }
      if (source === './useFormGroup.js' && importer?.includes('@tanstack/react-form')) {
        return path.join(stubs, 'form-group.ts')
      }
      if (source === './useFieldGroup.js' && importer?.includes('@tanstack/react-form')) {
        return path.join(stubs, 'field-group.ts')
      }
      return null
    },
  }
}
