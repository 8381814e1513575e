/**
 * The three icons of the top bars, inline: the sign-in family of pages
 * then needs no icon library on first load (docs/decisions/141). Paths
 * from lucide (ISC), drawn the same way as its icons.
 */
import type { ReactNode } from 'react'

function Icon({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      className={className}
    >
      {children}
    </svg>
  )
}

export function SunIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
    </Icon>
  )
}

export function MoonIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
    </Icon>
  )
}

export function LanguagesIcon({ className }: { className?: string }) {
  return (
    <Icon className={className}>
      <path d="m5 8 6 6m-6 0 6-6 2-3M2 5h12M7 2h1m14 20-5-10-5 10m2-4h6" />
    </Icon>
  )
}
