/** The dashboard's guided tour (shown once per user, decision 220). */
import type { TourDefinition } from '~/components/tour/tour-types'
import { m } from '~/paraglide/messages'

export function dashboardTour(): TourDefinition {
  return {
    name: 'dashboard',
    stops: [
      {
        title: m.dashboard_tour_welcome_title(),
        content: m.dashboard_tour_welcome(),
      },
      {
        selector: '[data-tour="new-challenge"]',
        title: m.dashboard_card_new(),
        content: m.dashboard_tour_new(),
      },
      {
        selector: '[data-tour="trade-market"]',
        title: m.dashboard_card_trade(),
        content: m.dashboard_tour_trade(),
      },
      {
        selector: '[data-tour="support"]',
        title: m.dashboard_card_support(),
        content: m.dashboard_tour_support(),
      },
      {
        selector: '[data-tour="my-challenges"]',
        title: m.dashboard_my_challenges(),
        content: m.dashboard_tour_challenges(),
      },
    ],
  }
}
