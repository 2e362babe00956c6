// A logging server for the sandbox attack tests: on 127.0.0.1 at a random port, it records every request and upgrade a
// bot's code manages to make (answering with a script that would mark the page, were it ever run), and closes itself
// after five minutes if a test file forgets to.
import { createServer, type Server } from 'node:http';

export interface LogServer {
  /** Every request received, as "METHOD url" ("UPGRADE url" for WebSocket upgrades). */
  requests: string[];
  port: number;
  close: () => Promise<void>;
}

export async function startLogServer(): Promise<LogServer> {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' });
    res.end('self.leaked = 1;');
  });
  server.on('upgrade', (req, socket) => {
    requests.push(`UPGRADE ${req.url}`);
    socket.destroy();
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  setTimeout(() => server.close(), 300_000).unref();
  return {
    requests,
    port: (server.address() as { port: number }).port,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}
