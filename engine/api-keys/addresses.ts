/**
 * A key's IP allow-list (decision 610): single addresses and CIDR ranges,
 * IPv4 and IPv6; an IPv4 address written as IPv6 (::ffff:1.2.3.4) is the
 * IPv4 one. Empty: the key works from anywhere.
 */
import { BlockList, isIP } from 'node:net'

/** The address as it is stored and compared: IPv4-mapped IPv6 as plain IPv4. */
export function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip)
  return mapped?.[1] ?? ip
}

/** An entry of the list written the one way it is stored, or null when it is not one. */
export function canonicalEntry(text: string): string | null {
  const [address = '', prefix, extra] = text.trim().split('/')
  if (extra !== undefined) return null
  const plain = plainAddress(address.toLowerCase())
  const family = isIP(plain)
  if (family === 0) return null
  if (prefix === undefined) return plain
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (family === 4 ? 32 : 128)) return null
  return `${plain}/${Number(prefix)}`
}

export type AllowList = (ip: string | null) => boolean

/** Whether an address may use the key; an unknown address may not when there is a list. */
export function allowListOf(entries: readonly string[]): AllowList {
  if (entries.length === 0) return () => true
  const list = new BlockList()
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/')
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4'
    if (prefix === undefined) list.addAddress(address, type)
    else list.addSubnet(address, Number(prefix), type)
  }
  return (ip) => {
    if (ip === null) return false
    const plain = plainAddress(ip)
    const family = isIP(plain)
    if (family === 0) return false
    return list.check(plain, family === 6 ? 'ipv6' : 'ipv4')
  }
}
