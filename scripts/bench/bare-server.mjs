// The baseline for `npm run bench:sim`: a bare node:http server answering one fixed JSON body.

import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const [port, bodyFile] = process.argv.slice(2);
const body = readFileSync(bodyFile);
createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
}).listen(Number(port), '127.0.0.1', () => process.send?.('ready'));
