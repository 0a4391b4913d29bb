import net from 'node:net';

/**
 * A TCP proxy on 127.0.0.1 in front of another server (the test database), to play network trouble:
 * - `forward`: passes bytes both ways;
 * - `down()`: drops every connection and stops listening (connections are refused: the server is gone);
 * - `silent()`: keeps listening and keeps connections open but passes nothing either way (a host that
 *   stopped answering: a hung server, a network partition);
 * - `up()`: forwards again, on the same port.
 */
export class TcpProxy {
  private server?: net.Server;
  private readonly sockets = new Set<net.Socket>();
  private passing = true;
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Starts forwarding (on a random port the first time, on the same port afterwards). */
  async up(): Promise<void> {
    this.passing = true;
    if (this.server) return;
    const server = net.createServer((client) => this.accept(client));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.server = server;
    this.port = (server.address() as net.AddressInfo).port;
  }

  /** The database is gone: every open connection is cut and new ones are refused. */
  async down(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    this.dropConnections();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The database stops answering: connections stay open (and new ones are accepted) but no byte gets through. */
  silent(): void {
    this.passing = false;
  }

  /** Cuts every open connection (the listening socket stays as it is). */
  dropConnections(): void {
    for (const socket of this.sockets) socket.destroy();
    this.sockets.clear();
  }

  /** Connections currently open through the proxy (each has two sockets). */
  get openConnections(): number {
    return this.sockets.size / 2;
  }

  async close(): Promise<void> {
    await this.down();
  }

  private accept(client: net.Socket) {
    const upstream = net.connect(this.targetPort, this.targetHost);
    this.sockets.add(client);
    this.sockets.add(upstream);
    const forget = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('data', (chunk) => this.passing && upstream.write(chunk));
    upstream.on('data', (chunk) => this.passing && client.write(chunk));
    for (const socket of [client, upstream]) {
      socket.on('error', forget);
      socket.on('close', forget);
    }
  }
}
