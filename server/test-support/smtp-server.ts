import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface Received {
  mail: ParsedMail;
  recipients: string[];
}

/** For tests only: a real SMTP server on loopback that keeps what it receives. */
export async function startSmtp(port = 0, socketTimeout?: number) {
  const received: Received[] = [];
  const server = new SMTPServer({
    socketTimeout,
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({ mail, recipients: session.envelope.rcptTo.map((r) => r.address) });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
