/**
 * Where the tour's card goes: pure geometry, so both directions and every
 * window size are decided by one rule (docs/decisions/420).
 *
 * Below the target when it fits, else above, else over the target's lower
 * edge; horizontally aligned with the target's start edge (the left in
 * ltr, the right in rtl), then clamped so the whole card stays inside the
 * viewport with a margin.
 */
export interface Box {
  top: number
  left: number
  width: number
  height: number
}

export const MARGIN = 8
const GAP = 12

export function placeCard(
  target: Box | null,
  card: { width: number; height: number },
  viewport: { width: number; height: number },
  dir: 'ltr' | 'rtl',
): { top: number; left: number } {
  const clamp = (value: number, max: number) => Math.max(MARGIN, Math.min(value, max))
  const maxLeft = viewport.width - card.width - MARGIN
  const maxTop = viewport.height - card.height - MARGIN
  if (!target) {
    return {
      top: clamp((viewport.height - card.height) / 2, maxTop),
      left: clamp((viewport.width - card.width) / 2, maxLeft),
    }
  }
  const start = dir === 'rtl' ? target.left + target.width - card.width : target.left
  const left = clamp(start, maxLeft)
  const below = target.top + target.height + GAP
  const above = target.top - GAP - card.height
  let top: number
  if (below + card.height <= viewport.height - MARGIN) top = below
  else if (above >= MARGIN) top = above
  else top = maxTop // a target taller than the room left: the card sits at the bottom, over it
  return { top: clamp(top, maxTop), left }
}

/**
 * The spotlight: the target's box grown by `pad`, clamped to the window, so
 * a target taller than the window (the terminal's chart, 856 px in a 768 px
 * window) is not outlined from above the top edge (issue 31, item 8).
 */
export function spotlightBox(
  target: Box,
  pad: number,
  viewport: { width: number; height: number },
): Box {
  const top = Math.max(0, target.top - pad)
  const left = Math.max(0, target.left - pad)
  const bottom = Math.min(viewport.height, target.top + target.height + pad)
  const right = Math.min(viewport.width, target.left + target.width + pad)
  return { top, left, width: Math.max(0, right - left), height: Math.max(0, bottom - top) }
}
