import net from 'node:net';
import { controlIdOf, Hl7Connection, Hl7Message, type Hl7ErrorEvent, type Hl7MessageEvent } from '../hl7';

export type PortalAnswer = 'AA' | 'AE' | 'AR' | 'none' | 'hang-up';

/**
 * A stand-in for the portal's results listener, on real sockets: records every copy of every
 * message it receives and answers as `answer` says (AA by default; `none` sends nothing,
 * `hang-up` closes the connection instead of answering). A frame that is not HL7 gets AR.
 */
export class TestPortal {
  /** Every message received, repeats included, in arrival order. */
  readonly received: Hl7Message[] = [];
  /** Connections accepted. */
  connections = 0;
  /** Frames that were not HL7 (answered AR). */
  unreadable = 0;
  /** How to answer a message; `copy` counts copies of its control id, from 1. */
  answer: (message: Hl7Message, copy: number) => PortalAnswer = () => 'AA';
  private readonly sockets = new Set<net.Socket>();

  private constructor(
    private readonly server: net.Server,
    readonly port: number,
  ) {}

  static async start(port = 0): Promise<TestPortal> {
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    const portal = new TestPortal(server, (server.address() as net.AddressInfo).port);
    server.on('connection', (socket) => portal.accept(socket));
    return portal;
  }

  private accept(socket: net.Socket): void {
    this.connections += 1;
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    const connection = new Hl7Connection(socket);
    connection.addEventListener('message', (event: Hl7MessageEvent) => {
      const message = event.message;
      this.received.push(message);
      const copy = this.copiesOf(controlIdOf(message));
      const answer = this.answer(message, copy);
      if (answer === 'hang-up') socket.destroy();
      else if (answer !== 'none') connection.send(message.buildAck({ ackCode: answer }));
    });
    connection.addEventListener('error', (event: Hl7ErrorEvent) => {
      if ((event.error as { type?: string }).type !== 'entity.parse.failed') return;
      this.unreadable += 1;
      connection.send(Hl7Message.parse('MSH|^~\\&|LABPORTAL|LAB|||20250101000000||ACK|PORTAL-1|P|2.5.1\rMSA|AR|'));
    });
  }

  copiesOf(controlId: string): number {
    return this.received.filter((message) => controlIdOf(message) === controlId).length;
  }

  /** Distinct control ids received. */
  controlIds(): string[] {
    return [...new Set(this.received.map(controlIdOf))];
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
