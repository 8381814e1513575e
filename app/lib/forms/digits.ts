/**
 * Persian and Arabic keyboards type ۰–۹ and ٠–٩; codes and phone numbers
 * are sent in ASCII digits whatever was typed.
 */
export function asciiDigits(value: string): string {
  return value.replace(/[۰-۹٠-٩]/g, (d) => {
    const code = d.charCodeAt(0)
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660)
  })
}
