import { readEventStream, type StreamEvent } from './live-events';

const streamOf = (chunks: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
      controller.close();
    },
  });

it('reads events split across chunks, keeps the last id, joins data lines and skips heartbeats', async () => {
  const events: StreamEvent[] = [];
  await readEventStream(streamOf(['id: 1.2\nevent: re', 'ady\ndata: {}\n\n: heartbeat\n\n', 'id: 3.4\r\nevent: changes\r\ndata: [1,\r\ndata: 2]\r\n\r\n', 'data: no id\n\n']), (e) => events.push(e));
  expect(events).toEqual([
    { id: '1.2', event: 'ready', data: '{}' },
    { id: '3.4', event: 'changes', data: '[1,\n2]' },
    { id: '3.4', event: 'message', data: 'no id' },
  ]);
});
