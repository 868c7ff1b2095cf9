// The "same bytes" baseline: a bare node:http server answering one recorded answer of ours (the
// body exactly as sent, already compressed, and its content headers) to every request. Our
// req/s divided by its req/s, measured in the same run, is what our own work per request costs.
import fs from 'node:fs';
import http from 'node:http';

const [, , port, file] = process.argv;
const recorded = JSON.parse(fs.readFileSync(file, 'utf8'));
const body = Buffer.from(recorded.body, 'base64');
const headers = { ...recorded.headers, 'content-length': String(body.length) };

const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.listen(Number(port), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
