// The kept libraries a screen may need beyond the design card's stack (issue 54): the chart
// library on the monitoring view and the windowing library on a long workgroup list. Each is
// built alone (minified, React left out as the screens already carry it) and measured gzip
// level 9, as the floors are; a screen that fetched the chunk carrying it is allowed its size.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { build } from 'vite';

export const keptLibs = [
  { name: 'uPlot', source: "import uPlot from 'uplot'; globalThis.keep = uPlot;", carrier: 'src/features/monitoring/metric-chart.tsx' },
  {
    name: 'windowing',
    source: "import { useVirtualizer } from '@tanstack/react-virtual'; globalThis.keep = useVirtualizer;",
    carrier: 'src/features/workgroups/workgroup-rows-virtual.tsx',
  },
];

/** Each kept library's own gzip size, and the file of the console's build that carries it. */
export async function measureKeptLibs(dist = 'dist') {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const out = [];
  for (const lib of keptLibs) {
    const carrier = manifest[lib.carrier];
    // A moved file must move here too, or the allowance would silently stop applying.
    if (!carrier) throw new Error(`bench/kept-libs.mjs: ${lib.carrier} (carries ${lib.name}) is not in the build's manifest`);
    const root = path.resolve(`bench-results/kept-${lib.name}`);
    fs.mkdirSync(root, { recursive: true });
    fs.writeFileSync(path.join(root, 'entry.js'), lib.source);
    await build({
      root,
      configFile: false,
      logLevel: 'warn',
      build: {
        outDir: path.join(root, 'dist'),
        emptyOutDir: true,
        target: 'es2022',
        modulePreload: false,
        // An app build of one entry (not library mode, which leaves ES output unminified), as the console's is.
        rolldownOptions: { input: path.join(root, 'entry.js'), external: ['react', 'react-dom', 'react/jsx-runtime'] },
      },
    });
    const assets = path.join(root, 'dist/assets');
    const files = fs.readdirSync(assets).filter((f) => f.endsWith('.js'));
    const gzip = files.reduce((n, f) => n + zlib.gzipSync(fs.readFileSync(path.join(assets, f)), { level: 9 }).length, 0);
    out.push({ ...lib, gzip, file: path.basename(carrier.file) });
  }
  return out;
}
