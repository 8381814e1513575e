import { type QueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import type { User } from '#contract/user.ts'
import { ApiKeysTab } from '~/components/api-keys/api-keys-tab'
import { MyCertificates } from '~/components/certificates/my-certificates'
import { PageHeader } from '~/components/layout/page-header'
import { panelHead } from '~/components/layout/panel-head'
import { AddressBook } from '~/components/payouts/address-book'
import { AvatarCard } from '~/components/profile/avatar-card'
import { BaseInfoForm } from '~/components/profile/base-info-form'
import { EmailContact } from '~/components/profile/email-contact'
import { NameForm } from '~/components/profile/name-form'
import { PhoneContact } from '~/components/profile/phone-contact'
import { ProfileSection } from '~/components/profile/profile-section'
import { type ProfileTab, ProfileTabs } from '~/components/profile/profile-tabs'
import { PasswordForm } from '~/components/profile/security/password-form'
import { SessionsCard } from '~/components/profile/security/sessions-card'
import { TwoFactorCard } from '~/components/profile/security/two-factor-card'
import { tradeAccountsQuery } from '~/components/trade/challenge-selector'
import { apiKeysQuery } from '~/lib/queries/api-keys'
import { myCertificatesQuery } from '~/lib/queries/certificates'
import { moneyOutFactorQuery, payoutAddressesQuery } from '~/lib/queries/payouts'
import { sessionsQuery, twoFactorStatusQuery } from '~/lib/queries/security'
import { currentUserQuery } from '~/lib/queries/user'
import { m } from '~/paraglide/messages'

export const Route = createFileRoute('/_panel/profile')({
  // The loader and the security and payout queries it names load with the page, not in the entry (decision 320).
  codeSplitGroupings: [['loader', 'component']],
  head: panelHead('profile'),
  validateSearch: (search: Record<string, unknown>): { tab?: ProfileTab } => ({
    tab: search.tab === 'api-keys' ? 'api-keys' : undefined,
  }),
  loaderDeps: ({ search }) => ({ tab: search.tab }),
  loader: ({ context, deps }) =>
    Promise.all([
      context.queryClient.ensureQueryData(currentUserQuery()),
      ...(deps.tab === 'api-keys'
        ? [
            context.queryClient.ensureQueryData(apiKeysQuery()),
            context.queryClient.ensureQueryData(tradeAccountsQuery()),
          ]
        : profileQueries(context.queryClient)),
    ]),
  component: ProfilePage,
})

function profileQueries(queryClient: QueryClient) {
  return [
    queryClient.ensureQueryData(twoFactorStatusQuery()),
    queryClient.ensureQueryData(sessionsQuery()),
    queryClient.ensureQueryData(payoutAddressesQuery()),
    queryClient.ensureQueryData(moneyOutFactorQuery()),
    queryClient.ensureQueryData(myCertificatesQuery()),
  ]
}

function ProfilePage() {
  const { data: user } = useSuspenseQuery(currentUserQuery())
  const { tab } = Route.useSearch()
  // The panel's guard let only a signed-in user in; a session that ended
  // since is sent to sign-in by the response handling.
  if (!user) return null
  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <PageHeader title={m.page_profile()} />
      <ProfileTabs current={tab ?? 'account'} />
      {tab === 'api-keys' ? <ApiKeysTab /> : <AccountTab user={user} />}
    </div>
  )
}

function AccountTab({ user }: { user: User }) {
  return (
    <>
      <ProfileSection id="avatar" title={m.profile_picture()}>
        <AvatarCard user={user} />
      </ProfileSection>
      <ProfileSection
        id="base-info"
        title={m.profile_base_info()}
        description={m.profile_base_info_help()}
      >
        {/* Keyed by the saved values so the form shows what the upstream kept. */}
        <BaseInfoForm key={`${user.firstNameEN}|${user.name_confirmed}`} user={user} />
      </ProfileSection>
      <ProfileSection
        id="contact"
        title={m.profile_contact_info()}
        description={m.profile_contact_help()}
      >
        <div className="grid gap-5">
          <EmailContact user={user} />
          <PhoneContact user={user} />
        </div>
      </ProfileSection>
      <ProfileSection
        id="name"
        title={m.profile_display_name()}
        description={m.profile_display_name_help()}
      >
        <NameForm user={user} />
      </ProfileSection>
      {/* Security (docs/decisions/391, 392): password, two-factor sign-in and sessions. */}
      <ProfileSection
        id="password"
        title={m.password_title()}
        description={user.has_password ? m.password_help() : m.password_help_set()}
      >
        {/* Keyed: a first password set turns the form into the change form. */}
        <PasswordForm key={String(user.has_password)} hasPassword={user.has_password} />
      </ProfileSection>
      <ProfileSection
        id="two-factor"
        title={m.two_factor_title()}
        description={m.two_factor_help()}
      >
        <TwoFactorCard />
      </ProfileSection>
      <ProfileSection id="sessions" title={m.sessions_title()} description={m.sessions_help()}>
        <SessionsCard />
      </ProfileSection>
      {/* Verifiable certificates (issue 35, docs/decisions/601). */}
      <ProfileSection
        id="certificates"
        title={m.certificates_title()}
        description={m.certificates_help()}
      >
        <MyCertificates />
      </ProfileSection>
      {/* Protected money out (docs/decisions/393): the book both withdrawals pay to. */}
      <ProfileSection id="payout-addresses" title={m.payout_title()} description={m.payout_help()}>
        <AddressBook />
      </ProfileSection>
    </>
  )
}
