/**
 * The one reading of a path id (app/lib/path-id.ts): what every route with
 * an id in its path uses, so /tickets/007, /trade/1e3 or /staff/users/-1
 * name nothing instead of calling the engine with NaN or a float.
 */
import { isNotFound } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { idFromPath, MAX_PATH_ID, pathId } from '~/lib/path-id'

describe('path ids', () => {
  it('digits from 1 to the largest Postgres integer', () => {
    expect(pathId('1')).toBe(1)
    expect(pathId('42')).toBe(42)
    expect(pathId('2147483647')).toBe(2_147_483_647)
    expect(MAX_PATH_ID).toBe(2 ** 31 - 1)
  })

  it('nothing else: zero, a leading zero, signs, decimals, exponents, spaces, too large', () => {
    for (const text of ['', '0', '007', '-1', '+1', '1.0', '1e3', ' 1', '1 ', 'abc', '0x10'])
      expect(pathId(text), text).toBeNull()
    expect(pathId('2147483648')).toBeNull()
    expect(pathId('99999999999')).toBeNull()
  })

  it('idFromPath answers the 404 page for what names nothing', () => {
    expect(idFromPath('12')).toBe(12)
    let thrown: unknown
    try {
      idFromPath('12a')
    } catch (error) {
      thrown = error
    }
    expect(isNotFound(thrown)).toBe(true)
  })
})
