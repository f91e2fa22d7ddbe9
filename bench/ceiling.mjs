// The ceiling: a bare Node HTTP server answering a tiny JSON body, on the same machine and port setup.
import http from 'node:http';

const body = JSON.stringify({ status: 'ok' });
http
  .createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  })
  .listen(Number(process.env.PORT), 'localhost');
