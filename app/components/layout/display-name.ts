/** The name a user goes by: their chosen name, else first and last, else the e-mail. */
export function displayName(user: {
  name: string | null
  firstName: string | null
  lastName: string | null
  email: string
}): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ')
  return user.name || full || user.email
}
