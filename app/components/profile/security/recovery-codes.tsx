import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'

/** The recovery codes, shown once: copy them down or download them as a text file. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const file = `data:text/plain;charset=utf-8,${encodeURIComponent(`${codes.join('\n')}\n`)}`
  return (
    <div className="grid gap-4">
      <p className="text-sm">{m.two_factor_codes_once()}</p>
      <ul
        dir="ltr"
        className="grid grid-cols-2 gap-2 rounded-md border bg-muted/40 p-4 font-mono text-sm"
        data-testid="recovery-codes"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={file} download="proptrade-recovery-codes.txt">
            {m.two_factor_download_codes()}
          </a>
        </Button>
        <Button type="button" onClick={onDone}>
          {m.two_factor_codes_saved()}
        </Button>
      </div>
    </div>
  )
}
