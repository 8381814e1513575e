/**
 * The trading API's documentation (decisions 610-614), public, in both
 * languages: keys, signing, the operations (read from the contract), rate
 * limits, refusals, the user stream, TradingView alerts, and the examples
 * in Python and Node that tests/integration/engine/trading-api/examples.test.ts
 * runs against a real engine — shown here as they are in docs/api-examples.
 */
import { useQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { CodeBlock } from '~/components/api-docs/code-block'
import { EndpointTable } from '~/components/api-docs/endpoint-table'
import { RefusalTable } from '~/components/api-docs/refusal-table'
import { alertTemplate } from '~/components/api-keys/tradingview-template'
import { PublicFrame } from '~/components/layout/public-frame'
import { m } from '~/paraglide/messages'
import { getTradingApiBase } from '~/server/api-docs.functions'
import pythonExample from '../../docs/api-examples/trading_api.py?raw'
import nodeExample from '../../docs/api-examples/trading-api.mjs?raw'

const apiBaseQuery = () => ({
  queryKey: ['apiDocs', 'base'] as const,
  queryFn: () => getTradingApiBase(),
  staleTime: Number.POSITIVE_INFINITY,
})

export const Route = createFileRoute('/api-docs')({
  // The loader's server function loads with the page (decision 629).
  codeSplitGroupings: [['loader', 'component']],
  head: () => ({ meta: [{ title: m.api_docs_title() }] }),
  loader: ({ context }) => context.queryClient.ensureQueryData(apiBaseQuery()),
  component: ApiDocsPage,
})

const signingExample = `GET /api/v1/accounts/12/openOrders?timestamp=1764316800000&recvWindow=5000&signature=…
X-MBX-APIKEY: <API key>

signature = hex(HMAC-SHA256(secret, "<query string without signature>" + "<body>"))`

function Section({
  id,
  title,
  children,
}: {
  id: string
  title: string
  children: React.ReactNode
}) {
  return (
    <section aria-labelledby={id} className="grid gap-3">
      <h2 id={id} className="font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  )
}

function Points({ items }: { items: string[] }) {
  return (
    <ul className="grid list-disc gap-2 ps-5 leading-relaxed">
      {items.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  )
}

function Code({ children }: { children: string }) {
  return (
    <bdi dir="ltr" className="rounded bg-muted px-1 py-0.5 font-mono text-xs">
      {children}
    </bdi>
  )
}

function ApiDocsPage() {
  const base = useQuery(apiBaseQuery()).data?.base ?? ''
  return (
    <PublicFrame column="max-w-4xl gap-10">
      <div className="grid gap-2">
        <h1 className="font-semibold text-3xl tracking-tight">{m.api_docs_title()}</h1>
        <p className="text-muted-foreground leading-relaxed">{m.api_docs_intro()}</p>
        <p className="text-sm">
          {m.api_docs_base()} <Code>{`${base}/api/v1`}</Code>
        </p>
      </div>
      <Section id="keys" title={m.api_docs_keys_heading()}>
        <Points
          items={[
            m.api_docs_keys_1(),
            m.api_docs_keys_2(),
            m.api_docs_keys_3(),
            m.api_docs_keys_4(),
          ]}
        />
        <Link
          to="/profile"
          search={{ tab: 'api-keys' }}
          className="text-primary underline-offset-4 hover:underline"
        >
          {m.api_docs_keys_link()}
        </Link>
      </Section>
      <Section id="signing" title={m.api_docs_signing_heading()}>
        <Points
          items={[
            m.api_docs_signing_1(),
            m.api_docs_signing_2(),
            m.api_docs_signing_3(),
            m.api_docs_signing_4(),
            m.api_docs_signing_5(),
          ]}
        />
        <CodeBlock code={signingExample} label={m.api_docs_signing_example()} />
      </Section>
      <Section id="endpoints" title={m.api_docs_endpoints()}>
        <p className="leading-relaxed">{m.api_docs_endpoints_help()}</p>
        <EndpointTable />
      </Section>
      <Section id="limits" title={m.api_docs_limits_heading()}>
        <Points items={[m.api_docs_limits_1(), m.api_docs_limits_2(), m.api_docs_limits_3()]} />
      </Section>
      <Section id="errors" title={m.api_docs_errors_heading()}>
        <p className="leading-relaxed">{m.api_docs_errors_help()}</p>
        <RefusalTable />
      </Section>
      <Section id="stream" title={m.api_docs_stream_heading()}>
        <Points items={[m.api_docs_stream_1(), m.api_docs_stream_2(), m.api_docs_stream_3()]} />
      </Section>
      <Section id="tradingview" title={m.api_docs_tv_heading()}>
        <Points
          items={[m.api_docs_tv_1(), m.api_docs_tv_2(), m.api_docs_tv_3(), m.api_docs_tv_4()]}
        />
        <CodeBlock code={alertTemplate([1])} label={m.api_keys_alert_message()} />
      </Section>
      <Section id="examples" title={m.api_docs_examples_heading()}>
        <p className="leading-relaxed">{m.api_docs_examples_help()}</p>
        <CodeBlock code={pythonExample} label={m.api_docs_example_python()} />
        <CodeBlock code={nodeExample} label={m.api_docs_example_node()} />
      </Section>
    </PublicFrame>
  )
}
