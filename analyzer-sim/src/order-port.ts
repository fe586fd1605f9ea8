import net from 'node:net';
import { Hl7Connection, type Hl7ErrorEvent, type Hl7Message, type Hl7MessageEvent } from './hl7';

export interface OrderPortHandlers {
  /** The reply to a message, or null to send none. */
  message: (message: Hl7Message) => Hl7Message | null;
  /** The reply to a frame that is not HL7 (Hl7Connection reports it as entity.parse.failed), or null. */
  unreadable: () => Hl7Message | null;
  /** A handler threw: the reply that says so (AE), so the portal is not left waiting. */
  failed: (message: Hl7Message, error: unknown) => Hl7Message;
}

export interface OrderPort {
  port: number;
  close: () => Promise<void>;
}

/**
 * The MLLP listener for orders. Not Hl7Server: its start(port) listens on every interface, and the
 * simulator binds to HOST (127.0.0.1 unless told otherwise); each socket is wrapped the same way.
 */
export async function listenForOrders(host: string, port: number, handlers: OrderPortHandlers): Promise<OrderPort> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const connection = new Hl7Connection(socket);
    const reply = (answer: Hl7Message | null) => {
      if (answer && !connection.isClosed()) connection.send(answer);
    };
    connection.addEventListener('message', (event: Hl7MessageEvent) => {
      // A listener that throws would surface as an uncaught exception and stop the simulator.
      try {
        reply(handlers.message(event.message));
      } catch (error) {
        reply(handlers.failed(event.message, error));
      }
    });
    connection.addEventListener('error', (event: Hl7ErrorEvent) => {
      if ((event.error as { type?: string } | undefined)?.type === 'entity.parse.failed') reply(handlers.unreadable());
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as net.AddressInfo;

  return {
    port: address.port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
