/** A receipt with a badge: a tick when paid, a cross when not. */
export function PaymentIllustration({ success }: { success: boolean }) {
  const badge = success ? 'var(--success)' : 'var(--destructive)'
  return (
    <svg
      role="img"
      aria-hidden="true"
      viewBox="0 0 160 140"
      className="h-36 w-40"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect x="34" y="14" width="80" height="104" rx="10" fill="var(--muted)" />
      <rect x="34" y="14" width="80" height="104" rx="10" stroke="var(--border)" strokeWidth="2" />
      <rect
        x="48"
        y="34"
        width="52"
        height="6"
        rx="3"
        fill="var(--muted-foreground)"
        opacity=".5"
      />
      <rect
        x="48"
        y="50"
        width="40"
        height="6"
        rx="3"
        fill="var(--muted-foreground)"
        opacity=".35"
      />
      <rect
        x="48"
        y="66"
        width="46"
        height="6"
        rx="3"
        fill="var(--muted-foreground)"
        opacity=".35"
      />
      <rect x="48" y="90" width="30" height="8" rx="4" fill="var(--primary)" opacity=".8" />
      <circle cx="112" cy="100" r="24" fill={badge} />
      {success ? (
        <path
          d="M101 100l8 8 14-16"
          stroke="white"
          strokeWidth="5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ) : (
        <path d="M104 92l16 16m0-16l-16 16" stroke="white" strokeWidth="5" strokeLinecap="round" />
      )}
    </svg>
  )
}
