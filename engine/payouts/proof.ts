/**
 * Proof of payment (docs/decisions/393): staff marking a withdrawal paid
 * name the network and the transaction hash, checked per network; the
 * trader sees them with the network's public explorer link.
 */
import type { PayoutNetwork } from '#contract/payouts.ts'
import { payoutNetworks } from '#contract/payouts.ts'
import { canonicalTxHash, explorerUrl, isTxHashOf } from '../core/payouts/networks.ts'
import { fieldError } from '../errors.ts'
import { payoutTexts } from './texts.ts'

export interface Proof {
  network: PayoutNetwork
  txHash: string
}

/** The staff's network and hash for a withdrawal to `addressNetwork` (null: made before the book). */
export function proofOfPayment(
  addressNetwork: string | null,
  body: { network: PayoutNetwork; tx_hash: string },
): Proof {
  if (addressNetwork && addressNetwork !== body.network)
    throw fieldError('network', payoutTexts.networkMismatch, { network: addressNetwork })
  const hash = body.tx_hash.trim()
  if (!isTxHashOf(body.network, hash))
    throw fieldError('tx_hash', payoutTexts.txHashInvalid, { network: body.network })
  return { network: body.network, txHash: canonicalTxHash(hash) }
}

function asNetwork(value: string | null): PayoutNetwork | null {
  return (payoutNetworks as readonly string[]).includes(value ?? '')
    ? (value as PayoutNetwork)
    : null
}

/** What a withdrawal's view says of where it went and how it was paid. */
export function payoutFields(row: {
  network: string | null
  addressAddedAt: Date | null
  txHash: string | null
}) {
  const network = asNetwork(row.network)
  return {
    network,
    address_added_at: row.addressAddedAt?.toISOString() ?? null,
    tx_hash: row.txHash,
    explorer_url: network && row.txHash ? explorerUrl(network, row.txHash) : null,
  }
}
