import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

for (const f of process.argv.slice(2)) {
  const r = await esbuild.build({
    stdin: { contents: f, resolveDir: process.cwd(), loader: 'tsx' },
    bundle: true,
    minify: true,
    write: false,
    format: 'esm',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  console.log(
    f.slice(0, 100),
    r.outputFiles[0].contents.length,
    gzipSync(r.outputFiles[0].contents, { level: 9 }).length,
  );
}
