import { writeFileSync } from 'node:fs'
import { createBuilder } from 'vite'
const builder = await createBuilder(
  {
    environments: { client: { build: { outDir: '/tmp/h20-smap' } } },
    plugins: [
      {
        name: 'dump-modules',
        applyToEnvironment: (e) => e.name === 'client',
        generateBundle(_o, bundle) {
          const out = []
          for (const c of Object.values(bundle))
            if (c.type === 'chunk')
              for (const [id, m] of Object.entries(c.modules))
                out.push({ chunk: c.fileName, entry: c.isEntry, id, len: m.renderedLength })
          writeFileSync('/tmp/h20-modules.json', JSON.stringify(out))
        },
      },
    ],
  },
  null,
)
await builder.build(builder.environments.client)
process.exit(0)
