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
        side: 'bottom',
      },
      {
        selector: '[data-tour="trade-symbol"]',
        title: m.trade_tour_symbol_title(),
        content: m.trade_tour_symbol(),
        side: 'bottom',
      },
      {
        selector: '[data-tour="trade-chart"]',
        title: m.trade_tour_chart_title(),
        content: m.trade_tour_chart(),
        side: 'bottom',
      },
      {
        selector: '[data-tour="trade-order-pane"]',
        title: m.trade_tour_order_title(),
        content: m.trade_tour_order(),
        side: 'left',
      },
      {
        selector: '[data-tour="trade-assets"]',
        title: m.trade_tour_assets_title(),
        content: m.trade_tour_assets(),
        side: 'left',
      },
      {
        selector: '[data-tour="trade-tables"]',
        title: m.trade_tour_tables_title(),
        content: m.trade_tour_tables(),
        side: 'top',
      },
    ],
  }
}

export function TradeTour() {
  return <GuidedTour tour={tradeTour()} />
}
