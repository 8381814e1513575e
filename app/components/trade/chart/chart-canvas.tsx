/**
 * The candle chart (lightweight-charts, loaded lazily with this module):
 * candles and volume of one interval, kept live by the pair's `kline`
 * events, and the position's entry, TP and SL as price lines.
 */
import { useQuery } from '@tanstack/react-query'
import {
  type AutoscaleInfo,
  CandlestickSeries,
  createChart,
  HistogramSeries,
  type IChartApi,
  type IPriceLine,
  type ISeriesApi,
  type UTCTimestamp,
} from 'lightweight-charts'
import { useEffect, useRef, useState } from 'react'
import type { Kline, KlineInterval } from '#contract/coin-pairs.ts'
import { liveChannels } from '~/lib/live/live-channels'
import { useLiveChannel } from '~/lib/live/use-live-channel'
import { klinesQuery } from '~/lib/queries/coin-pairs'
import { chartPrice, chartTick, chartTime } from '~/lib/trade/chart-format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import type { ChartLine } from './chart-lines'

const LONG = '#16a34a'
const SHORT = '#dc2626'
const palette = {
  light: { text: '#334155', grid: '#e2e8f0', bg: '#ffffff' },
  dark: { text: '#cbd5e1', grid: '#1e293b', bg: '#0b1120' },
}
const lineColor: Record<ChartLine['kind'], string> = {
  entry: '#3b82f6',
  tp: LONG,
  sl: SHORT,
  liq: '#a855f7',
  daily: '#f59e0b',
  total: '#b91c1c',
}

function isDark(): boolean {
  return document.documentElement.classList.contains('dark')
}

// Chart prices are floats by nature (drawing only); figures elsewhere stay exact.
function bar(k: Kline) {
  return {
    time: k.time as UTCTimestamp,
    open: Number(k.open),
    high: Number(k.high),
    low: Number(k.low),
    close: Number(k.close),
  }
}

function volume(k: Kline) {
  return {
    time: k.time as UTCTimestamp,
    value: Number(k.volume),
    color: Number(k.close) >= Number(k.open) ? `${LONG}66` : `${SHORT}66`,
  }
}

export default function ChartCanvas({
  symbol,
  interval,
  lines,
  lineLabels,
  priceDecimals,
}: {
  symbol: string
  interval: KlineInterval
  lines: ChartLine[]
  lineLabels: Record<ChartLine['kind'], string>
  /** Places of the pair's tick: the axis shows prices as the pages do. */
  priceDecimals: number
}) {
  const box = useRef<HTMLDivElement>(null)
  const chart = useRef<IChartApi | null>(null)
  const candles = useRef<ISeriesApi<'Candlestick'> | null>(null)
  const volumes = useRef<ISeriesApi<'Histogram'> | null>(null)
  const drawn = useRef<IPriceLine[]>([])
  const [drawnLines, setDrawnLines] = useState('')
  const klines = useQuery(klinesQuery(symbol, { interval, limit: 500 }))
  // Read when the chart draws a label: another pair's places apply from its first candles.
  const decimals = useRef(priceDecimals)
  decimals.current = priceDecimals

  useEffect(() => {
    if (!box.current) return
    const colors = () => palette[isDark() ? 'dark' : 'light']
    // The page's digits and calendar on the axes too (decision 421); a language switch reloads the page.
    const locale = getLocale() === 'fa' ? 'fa' : 'en'
    const api = createChart(box.current, {
      localization: {
        priceFormatter: (price: number) => chartPrice(price, decimals.current, locale),
        timeFormatter: (time: unknown) => (typeof time === 'number' ? chartTime(time, locale) : ''),
      },
      autoSize: true,
      layout: {
        background: { color: colors().bg },
        textColor: colors().text,
        attributionLogo: false,
      },
      grid: { vertLines: { color: colors().grid }, horzLines: { color: colors().grid } },
      timeScale: {
        timeVisible: true,
        secondsVisible: false,
        tickMarkFormatter: (time: unknown, kind: number) =>
          typeof time === 'number' ? chartTick(time, kind, locale) : null,
      },
    })
    candles.current = api.addSeries(CandlestickSeries, {
      upColor: LONG,
      downColor: SHORT,
      borderVisible: false,
      wickUpColor: LONG,
      wickDownColor: SHORT,
    })
    volumes.current = api.addSeries(HistogramSeries, {
      priceScaleId: '',
      priceFormat: { type: 'volume' },
      // The volume's own last value would sit on the price axis as a stray label.
      lastValueVisible: false,
      priceLineVisible: false,
    })
    volumes.current.priceScale().applyOptions({ scaleMargins: { top: 0.8, bottom: 0 } })
    chart.current = api
    const theme = new MutationObserver(() => {
      const c = colors()
      api.applyOptions({
        layout: { background: { color: c.bg }, textColor: c.text },
        grid: { vertLines: { color: c.grid }, horzLines: { color: c.grid } },
      })
    })
    theme.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    return () => {
      theme.disconnect()
      api.remove()
      chart.current = null
      candles.current = null
      volumes.current = null
      drawn.current = []
    }
  }, [])

  useEffect(() => {
    const data = klines.data?.data
    if (!data || !candles.current || !volumes.current) return
    candles.current.setData(data.map(bar))
    volumes.current.setData(data.map(volume))
  }, [klines.data])

  useLiveChannel(liveChannels.market(symbol), {
    kline: ({ interval: of, candle }) => {
      if (of !== interval || !candles.current || !volumes.current || !klines.data) return
      const last = candles.current.data().at(-1)
      if (last && (last.time as number) > candle.time) return
      candles.current.update(bar(candle))
      volumes.current.update(volume(candle))
    },
  })

  const labels = useRef(lineLabels)
  labels.current = lineLabels
  const key = lines.map((l) => `${l.kind}:${l.price}`).join(',')
  useEffect(() => {
    const series = candles.current
    if (!series) return
    for (const line of drawn.current) series.removePriceLine(line)
    const prices = key ? key.split(',').map((entry) => Number(entry.split(':')[1])) : []
    // Keep the lines in view: the price scale spans the candles and the lines.
    series.applyOptions({
      autoscaleInfoProvider: (original: () => AutoscaleInfo | null) => {
        const info = original()
        if (!info?.priceRange || prices.length === 0) return info
        return {
          ...info,
          priceRange: {
            minValue: Math.min(info.priceRange.minValue, ...prices),
            maxValue: Math.max(info.priceRange.maxValue, ...prices),
          },
        }
      },
    })
    drawn.current = (key ? key.split(',') : []).map((entry) => {
      const [kind, price] = entry.split(':') as [ChartLine['kind'], string]
      return series.createPriceLine({
        price: Number(price),
        color: lineColor[kind],
        lineWidth: 1,
        lineStyle: kind === 'entry' ? 0 : kind === 'daily' || kind === 'total' ? 1 : 2,
        axisLabelVisible: true,
        title: labels.current[kind],
      })
    })
    setDrawnLines(
      series
        .priceLines()
        .map((p) => `${p.options().title}:${p.options().price}`)
        .join(','),
    )
  }, [key])

  return (
    <div className="absolute inset-0" dir="ltr">
      <div
        ref={box}
        className="h-full w-full"
        data-testid="chart"
        data-price-lines={drawnLines}
        data-lines={key}
      />
      {klines.isError ? (
        <p className="absolute inset-0 grid place-items-center text-destructive text-sm">
          {m.trade_chart_failed()}
        </p>
      ) : null}
    </div>
  )
}
