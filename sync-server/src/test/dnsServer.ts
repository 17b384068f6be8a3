import { createSocket, type RemoteInfo } from 'node:dgram';

/**
 * A tiny authoritative DNS server on loopback UDP for tests: it answers real DNS packets for TXT
 * records set with `setTxt` (NXDOMAIN for names it has none for), so the server's dns Resolver is
 * tested as it runs, pointed here through DNS_SERVERS. `fail` makes it answer SERVFAIL.
 */
export interface TestDnsServer {
  /** `127.0.0.1:PORT`, the DNS_SERVERS value. */
  address: string;
  setTxt(name: string, values: string[]): void;
  clear(name: string): void;
  fail(failing: boolean): void;
  /** Names asked so far, lowercase. */
  readonly queries: string[];
  stop(): Promise<void>;
}

const TYPE_TXT = 16;
const CLASS_IN = 1;

export async function startTestDnsServer(): Promise<TestDnsServer> {
  const records = new Map<string, string[]>();
  const queries: string[] = [];
  let failing = false;
  const socket = createSocket('udp4');

  socket.on('message', (packet: Buffer, from: RemoteInfo) => {
    const question = readQuestion(packet);
    if (!question) return;
    queries.push(question.name);
    const values = question.type === TYPE_TXT ? records.get(question.name) : undefined;
    const known = records.has(question.name);
    const rcode = failing ? 2 : known ? 0 : 3; // SERVFAIL, NOERROR, NXDOMAIN
    const answers = !failing && values ? values.map(txtAnswer) : [];
    const header = Buffer.alloc(12);
    header.writeUInt16BE(packet.readUInt16BE(0), 0); // the query's id
    // QR (answer), AA (authoritative), RD copied from the query, RA; then the response code.
    header.writeUInt16BE(0x8400 | (packet.readUInt16BE(2) & 0x0100) | 0x0080 | rcode, 2);
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(answers.length, 6);
    const reply = Buffer.concat([header, packet.subarray(12, question.end), ...answers]);
    socket.send(reply, from.port, from.address);
  });

  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => resolve());
  });
  return {
    address: `127.0.0.1:${socket.address().port}`,
    setTxt: (name, values) => records.set(name.toLowerCase(), values),
    clear: (name) => records.delete(name.toLowerCase()),
    fail: (value) => {
      failing = value;
    },
    queries,
    stop: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/** The question of a query: its name (labels joined, lowercase), type and where the question ends. */
function readQuestion(packet: Buffer): { name: string; type: number; end: number } | null {
  if (packet.length < 12 || packet.readUInt16BE(4) !== 1) return null;
  const labels: string[] = [];
  let at = 12;
  while (at < packet.length) {
    const length = packet[at] ?? 0;
    if (length === 0) break;
    if (length > 63) return null;
    labels.push(packet.toString('latin1', at + 1, at + 1 + length));
    at += length + 1;
  }
  if (at + 5 > packet.length) return null;
  const type = packet.readUInt16BE(at + 1);
  return { name: labels.join('.').toLowerCase(), type, end: at + 5 };
}

/** One TXT answer for the question's name (a pointer to offset 12), its text in 255-byte strings. */
function txtAnswer(value: string): Buffer {
  const text = Buffer.from(value, 'utf8');
  const strings: Buffer[] = [];
  for (let i = 0; i < text.length || i === 0; i += 255) {
    const chunk = text.subarray(i, i + 255);
    strings.push(Buffer.from([chunk.length]), chunk);
  }
  const data = Buffer.concat(strings);
  const fixed = Buffer.alloc(12);
  fixed.writeUInt16BE(0xc00c, 0);
  fixed.writeUInt16BE(TYPE_TXT, 2);
  fixed.writeUInt16BE(CLASS_IN, 4);
  fixed.writeUInt32BE(60, 6);
  fixed.writeUInt16BE(data.length, 10);
  return Buffer.concat([fixed, data]);
}
