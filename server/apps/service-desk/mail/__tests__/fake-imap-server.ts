import { createServer, type AddressInfo, type Socket } from 'node:net';

/**
 * The least of an IMAP server that ImapFlow connects to, signs in with SASL XOAUTH2 and reads an empty INBOX from:
 * it advertises AUTH=XOAUTH2 (with SASL-IR, so the payload rides on the command) and no password login, takes
 * `AUTHENTICATE XOAUTH2` only for `user=<user>\x01auth=Bearer <token>\x01\x01`, and answers NAMESPACE, SELECT,
 * UID SEARCH and LOGOUT. Every command line is kept, for a test to read.
 */
export async function startFakeImap(expected: { user: string; accepts: (token: string) => boolean }) {
  const commands: string[] = [];
  const signIns: { user: string | null; token: string | null; accepted: boolean }[] = [];
  const sockets = new Set<Socket>();

  const answer = (socket: Socket, tag: string, words: string, untagged: readonly string[] = []) => {
    socket.write([...untagged.map((line) => `* ${line}`), `${tag} ${words}`].join('\r\n') + '\r\n');
  };

  const authenticate = (socket: Socket, tag: string, payload: string) => {
    const fields = Buffer.from(payload, 'base64').toString('utf8');
    // user=<user> ^A auth=Bearer <token> ^A ^A: two fields, then the two empty ones that end it.
    const [userField = '', authField = '', ...end] = fields.split('\x01');
    const framed = userField.startsWith('user=') && authField.startsWith('auth=Bearer ') && end.length === 2 && end.every((part) => part === '');
    const user = framed ? userField.slice('user='.length) : null;
    const token = framed ? authField.slice('auth=Bearer '.length) : null;
    const accepted = framed && user === expected.user && token !== null && expected.accepts(token);
    signIns.push({ user, token, accepted });
    if (accepted) answer(socket, tag, 'OK [CAPABILITY IMAP4rev1 NAMESPACE] Signed in');
    else answer(socket, tag, 'NO [AUTHENTICATIONFAILED] Invalid credentials');
  };

  const command = (socket: Socket, line: string) => {
    commands.push(line.replace(/^(\S+ AUTHENTICATE XOAUTH2) \S+$/i, '$1 (payload)'));
    const [tag = '*', name = '', ...rest] = line.split(' ');
    switch (name.toUpperCase()) {
      case 'CAPABILITY':
        return answer(socket, tag, 'OK Capabilities', ['CAPABILITY IMAP4rev1 AUTH=XOAUTH2 SASL-IR NAMESPACE']);
      case 'AUTHENTICATE':
        return rest[0]?.toUpperCase() === 'XOAUTH2' && rest[1] ? authenticate(socket, tag, rest[1]) : answer(socket, tag, 'NO Only XOAUTH2 with its payload');
      case 'LOGIN':
        return answer(socket, tag, 'NO [PRIVACYREQUIRED] Passwords are not taken here');
      case 'NAMESPACE':
        return answer(socket, tag, 'OK Namespace', ['NAMESPACE (("" "/")) NIL NIL']);
      case 'SELECT':
      case 'EXAMINE':
        return answer(socket, tag, 'OK [READ-WRITE] Selected', ['FLAGS (\\Seen \\Answered)', '0 EXISTS', '0 RECENT', 'OK [UIDVALIDITY 7] UIDs valid', 'OK [UIDNEXT 1] Next UID']);
      case 'UID':
        return answer(socket, tag, 'OK Search done', ['SEARCH']);
      case 'LOGOUT':
        answer(socket, tag, 'OK Bye', ['BYE Logging out']);
        return socket.end();
      default:
        return answer(socket, tag, 'OK Done');
    }
  };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        // An empty line ends a SASL exchange the client gave up; nothing waits for it here.
        if (line) command(socket, line);
      }
    });
    socket.write('* OK [CAPABILITY IMAP4rev1 AUTH=XOAUTH2 SASL-IR NAMESPACE] Fake IMAP ready\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    commands,
    signIns,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
