/** The trade page's guided tour (decision 220's infrastructure), shown once per user. */
import { GuidedTour } from '~/components/tour/guided-tour'
import type { TourDefinition } from '~/components/tour/tour-types'
import { m } from '~/paraglide/messages'

function tradeTour(): TourDefinition {
  return {
    name: 'trade',
    stops: [
      { title: m.trade_tour_welcome_title(), content: m.trade_tour_welcome() },
      {
        selector: '[data-tour="trade-challenge"]',
        title: m.trade_tour_challenge_title(),
        content: m.trade_tour_challenge(),
      },
      {
        selector: '[data-tour="trade-symbol"]',
        title: m.trade_tour_symbol_title(),
        content: m.trade_tour_symbol(),
      },
      {
        selector: '[data-tour="trade-chart"]',
        title: m.trade_tour_chart_title(),
        content: m.trade_tour_chart(),
      },
      {
        selector: '[data-tour="trade-order-pane"]',
        title: m.trade_tour_order_title(),
        content: m.trade_tour_order(),
      },
      {
        selector: '[data-tour="trade-assets"]',
        title: m.trade_tour_assets_title(),
        content: m.trade_tour_assets(),
      },
      {
        selector: '[data-tour="trade-tables"]',
        title: m.trade_tour_tables_title(),
        content: m.trade_tour_tables(),
      },
    ],
  }
}

export function TradeTour() {
  return <GuidedTour tour={tradeTour()} />
}
