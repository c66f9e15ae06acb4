// Prints the nginx.conf for other ports or more processes than deploy/nginx/harness.conf:
//   npx tsx scripts/scale/print-nginx-config.ts --listen 4010 127.0.0.1:4011 127.0.0.1:4012 > harness.conf
import { parseArgs } from 'node:util';
import { nginxConfig } from './nginx-config';

const { values, positionals } = parseArgs({
  options: { listen: { type: 'string', default: '127.0.0.1:4010' }, workers: { type: 'string' } },
  allowPositionals: true,
});
try {
  const workers =
    values.workers === undefined || values.workers === 'auto' ? values.workers : Number(values.workers);
  process.stdout.write(
    nginxConfig({
      listen: values.listen,
      upstreams: positionals,
      workerProcesses: workers as number | 'auto',
    }),
  );
} catch (error) {
  console.error(
    `print-nginx-config: ${(error as Error).message}\n` +
      'usage: npx tsx scripts/scale/print-nginx-config.ts [--listen HOST:PORT] [--workers N|auto] HOST:PORT...',
  );
  process.exit(2);
}
