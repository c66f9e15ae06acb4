// The baseline for `npm run bench:sim`: a bare node:http server answering, for each route the benchmark
// calls, the very bytes the simulator answered it (a JSON file of "METHOD /path" -> { status, body }).

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, answersFile] = process.argv.slice(2);
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(answersFile, 'utf8'))).map(([route, { status, body }]) => [
    route,
    { status, body: Buffer.from(body) },
  ]),
);
const notFound = { status: 404, body: Buffer.from('{}') };

createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const { status, body } = answers.get(`${req.method} ${req.url?.split('?')[0]}`) ?? notFound;
    res.writeHead(status, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
