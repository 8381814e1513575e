/**
 * Whether a client address can tell one person from another (decision 585).
 * Loopback, private, link-local and unique-local addresses name a proxy or a
 * local network the engine sits behind, not a trader: every user would share
 * them, so they are never an identity signal.
 */
import { BlockList, isIP } from 'node:net'

const shared = new BlockList()
shared.addSubnet('0.0.0.0', 8, 'ipv4')
shared.addSubnet('10.0.0.0', 8, 'ipv4')
shared.addSubnet('127.0.0.0', 8, 'ipv4')
shared.addSubnet('169.254.0.0', 16, 'ipv4')
shared.addSubnet('172.16.0.0', 12, 'ipv4')
shared.addSubnet('192.168.0.0', 16, 'ipv4')
shared.addAddress('::', 'ipv6')
shared.addAddress('::1', 'ipv6')
shared.addSubnet('fc00::', 7, 'ipv6')
shared.addSubnet('fe80::', 10, 'ipv6')

export function isPersonalAddress(ip: string): boolean {
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is the IPv4 one.
  const text = ip.trim()
  const plain = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(text)?.[1] ?? text
  const family = isIP(plain)
  if (family === 0) return false
  return !shared.check(plain, family === 6 ? 'ipv6' : 'ipv4')
}
