/**
 * Stands in for @tanstack/devtools-event-client in the browser build (see
 * scripts/vite-trim-unused.ts): TanStack Form reports to the devtools
 * through it, and production has no devtools to report to.
 */
export class EventClient {
  getPluginId(): string {
    return ''
  }
  createEventPayload(type: string, payload: unknown) {
    return { type, payload, pluginId: '' }
  }
  emit(): void {}
  on(): () => void {
    return () => {}
  }
  onAll(): () => void {
    return () => {}
  }
  onAllPluginEvents(): () => void {
    return () => {}
  }
}
