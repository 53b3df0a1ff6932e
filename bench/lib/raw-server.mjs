// The floor the mall's reads are measured against: a bare node:http server in a process of its own,
// answering each path with the exact body and content type the mall gave for it (read from a JSON
// file of `[path, contentType, body]` entries named by argv[2]), on the port in argv[3].
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/** @type {Array<[string, string, string]>} */
const entries = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8'));
const answers = new Map(entries.map(([path, type, body]) => [path, { type, body: Buffer.from(body) }]));

createServer((req, res) => {
  const answer = answers.get(req.url ?? '');
  if (!answer) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
  res.end(answer.body);
}).listen(Number(process.argv[3]), '127.0.0.1', () => process.send?.('listening'));
